internal import MCAGRules
