import Foundation
import Testing

@testable import ScreenUI

/// `SortDescriptor(\.name, comparator: .localizedStandard)` compiles (Linux's Foundation lacks
/// the localized comparators) and sorts lexically, as documented.
@Suite struct StringComparatorTests {
    struct Food { var name: String }

    @Test func localizedComparatorsSortLexically() {
        let foods = [Food(name: "Sunflower seeds"), Food(name: "Nyjer"), Food(name: "Millet")]
        #expect(foods.sorted(using: SortDescriptor(\.name, comparator: .localizedStandard)).map(\.name) == ["Millet", "Nyjer", "Sunflower seeds"])
        #expect(foods.sorted(using: SortDescriptor(\.name, comparator: .localized, order: .reverse)).map(\.name).first == "Sunflower seeds")
        #expect(
            ["b", "B", "a"].sorted(using: SortDescriptor(\.self, comparator: .localizedStandard)) == ["B", "a", "b"], "lexical, not iOS's a, b, B")
    }
}
