internal import MCAGCore
