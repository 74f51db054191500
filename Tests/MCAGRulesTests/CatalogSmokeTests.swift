import Testing
import MCAGRules

@Suite struct CatalogSmokeTests {
    @Test func standardCatalogHoldsEveryCriterion() {
        #expect(Catalog.standard.criteria.count == 63)
        #expect(Catalog.standard.requirements.count == 121)
    }
}
