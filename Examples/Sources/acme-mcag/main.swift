import AcmeAccessibility
import MCAGCommandLine

MCAGCommandLine.main(houseRules: Acme.house)
