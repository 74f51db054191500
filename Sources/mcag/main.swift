import MCAGRules
print(Catalog.standard.criteria.count)
