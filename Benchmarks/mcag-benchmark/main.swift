import MCAGRules
print("benchmark: not yet written")
