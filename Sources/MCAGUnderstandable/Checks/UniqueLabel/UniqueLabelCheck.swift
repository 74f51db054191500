package import MCAGCore

/// 3.2.4 (Unique Labels): the controls of one screen do not share a name
/// unless they do exactly the same thing.
///
/// Names are hashed per screen, compared as they sound. Two controls with
/// one name and different identifiers fail. So do controls of one name that
/// sit in the items of one template (the cards or rows of a list, each
/// holding one of them) whose contents differ: MCAG's only exception is
/// "Elements have the exact functionality", and "Add to cart" on one product
/// and on another act on different things, which a user moving by control
/// cannot tell apart. Otherwise, with the same identifier or none, the
/// snapshot cannot tell whether they do the same thing, so a person decides.
/// An element that claims the `same-functionality` exception is set aside by
/// the audit.
package struct UniqueLabelCheck: ScreenCheck {
    package init() {}

    package var name: String { "control-names-unique-on-screen" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        // Groups in the order their names first appear, found by one hashed look-up
        // per element: asking whether a key was new and then appending hashed it twice.
        var groupOfKey: [String: Int] = [:]
        var keys: [String] = [], groups: [[Int]] = []
        // The group of each name as spelled, or `noName` for a name that leaves none: a
        // name repeated on the screen (list rows) costs one hashed look-up, where its
        // defects, its spoken key and that key's look-up were worked out again.
        var groupOfName: [String: Int] = [:]
        let model = screen.screenReader
        for index in screen.tree.indices {
            let element = screen.tree[index]
            // The model's element is lent at each use, not copied.
            guard element.isInteractive || model[index].role.isInteractive, !model[index].visibility.isHidden,
                  AssistiveFocus(model[index]) != .skipped, let name = model[index].name
            else { continue }
            if Self.isCellAccessory(index, in: screen.tree) { continue }
            let group: Int
            // Strings equal as Unicode text may differ in bytes: only the same bytes reuse a group.
            if let known = groupOfName.index(forKey: name), groupOfName[known].key.hasSameUTF8(as: name) {
                group = groupOfName[known].value
            } else if screen.nameDefect(of: name)?.leavesNoName == true {
                group = Self.noName
                groupOfName[name] = group
            } else {
                let key = SpokenNameKey.of(name)
                group = Numbering.number(in: &groupOfKey[key], next: groups.count)
                if group == groups.count {
                    keys.append(key)
                    groups.append([])
                }
                groupOfName[name] = group
            }
            if group != Self.noName { groups[group].append(index) }
        }
        guard !groups.isEmpty else { return [] }
        var findings: [Finding] = []
        // Worked out once, and only for a screen that repeats a name.
        var outermostWebLink: [Int?]?
        for (key, members) in zip(keys, groups) where members.count > 1 {
            let links = outermostWebLink ?? UniqueLabelOneControl.outermostWebLinks(in: screen.tree)
            outermostWebLink = links
            if let oneControl = Self.oneControl(members, count: members.count, outermostWebLink: links, in: screen) {
                for member in members { findings.append(.pass(screen.element(member), oneControl)) }
                continue
            }
            let identifiers: [String?] = members.map { (member: Int) -> String? in Self.identifier(of: member, in: screen) }
            // Only how many identifiers differ (one, up to three, more) and the first three are told.
            let known = Self.smallestDistinct(identifiers.lazy.compactMap { $0 }, upTo: 4)
            let name: String = model[members[0]].name?.escapedForReport ?? key
            // One result per group: every member of a group gets the same finding.
            let make = Self.finding(members: members, name: name, known: known,
                                    identifiers: identifiers, outermostWebLink: links, on: screen)
            for member in members { findings.append(make(screen.element(member))) }
        }
        // Reported even beside duplicates, so that a screen whose duplicates
        // all claim the exception still shows what passed.
        let unique = groups.count { $0.count == 1 }
        if unique > 0 {
            findings.append(.screen(.pass, screen, Result.usedOnce(names: unique)))
        }
        return findings
    }

    /// Why controls of one name are one control (`UniqueLabelOneControl`), or nil.
    static func oneControl(_ members: [Int], count: Int, outermostWebLink: [Int?], in screen: ScreenContext) -> Result? {
        if UniqueLabelOneControl.sharePlace(members, in: screen.tree) { return .onePlace(count: count) }
        if UniqueLabelOneControl.shareWebLink(members, outermostWebLink: outermostWebLink) { return .oneWebLink(count: count) }
        if Self.isControlInsideItself(members, in: screen.tree) {
            return .insideItself(name: screen.screenReader[members[0]].name?.escapedForReport ?? "")
        }
        if Self.isBackButtonAndSelectedTab(members, in: screen.tree) { return .backButtonAndSelectedTab }
        return nil
    }

    /// Two controls of one name, one inside the other in the tree (Facebook Messenger's "Publicar una
    /// nota" card and the note bubble it holds): the inner one is a part of the outer control, named
    /// for the same action. Frames merely stacked (a sheet over the screen it covers) are not this.
    static func isControlInsideItself(_ members: [Int], in tree: ElementTree) -> Bool {
        guard members.count == 2 else { return false }
        let outer = min(members[0], members[1]), inner = max(members[0], members[1])
        return tree.descendants(of: outer).contains(inner)
    }

    /// A back button (named after the previous screen) and the selected tab of that name in a tab
    /// bar: the tab's stack is the one the back button walks back through, and tapping the
    /// selected tab pops that stack to its first screen, the one titled like the tab.
    static func isBackButtonAndSelectedTab(_ members: [Int], in tree: ElementTree) -> Bool {
        guard members.count == 2 else { return false }
        let back = members.filter { tree[$0].identifier == Self.iosBackButton }
        guard back.count == 1, let tab = members.first(where: { $0 != back[0] }),
              tree[tab].isSelected == true || tree[tab].hasTrait("Selected") else { return false }
        return tree.ancestors(of: tab).contains { tree[$0].role == .tabBar || tree[$0].className == "XCUIElementTypeTabBar" }
    }

    /// Whether the group holds a text field and, at another place (neither frame holding the other,
    /// so not a field's own wrapper), a control that is not one: typing a query and activating a row
    /// are different functions (iOS Settings' "Search" field and its "Search" settings row).
    static func isFieldAndActivatedControl(_ members: [Int], in screen: ScreenContext) -> Bool {
        let fields = members.filter { Self.takesText($0, in: screen) }
        guard let field = fields.first, let fieldFrame = screen.tree[field].frame else { return false }
        return members.contains { (member: Int) -> Bool in
            guard !Self.takesText(member, in: screen), let frame = screen.tree[member].frame else { return false }
            return !frame.intersects(fieldFrame)
        }
    }

    private static let textEntryRoles: Set<Role> = [.textField, .secureTextField, .searchField]

    private static func takesText(_ index: Int, in screen: ScreenContext) -> Bool {
        Self.textEntryRoles.contains(screen.tree[index].role) || Self.textEntryRoles.contains(screen.screenReader[index].role)
    }

    /// The identifier UIKit gives a navigation bar's back button, whose label is the previous
    /// screen's title (a tab of that name may well lead to the same place).
    static let iosBackButton = "BackButton"

    /// The element's identifier, unless it is blank.
    static func identifier(of index: Int, in screen: ScreenContext) -> String? {
        guard let identifier = screen.tree[index].identifier, !identifier.isBlank else { return nil }
        return identifier
    }

    /// The finding every member of a group of one name gets: needs review, or a violation.
    static func finding(members: [Int], name: String, known: [String], identifiers: [String?],
                        outermostWebLink: [Int?], on screen: ScreenContext) -> (ElementContext) -> Finding {
        let count: Int = members.count
        if members.contains(where: { screen.tree[$0].identifier == Self.iosBackButton }) {
            let result = Result.backButton(count: count, name: name)
            return { .needsReview($0, result, missing: []) }
        } else if known.count > 1, Self.isSideBySidePair(members, in: screen.tree) {
            let result = Result.sideBySide(name: name, identifiers: known)
            return { .needsReview($0, result, missing: []) }
        } else if known.count > 1, Self.isStackedPair(members, in: screen.tree) {
            let result = Result.stacked(name: name, identifiers: known)
            return { .needsReview($0, result, missing: []) }
        } else if known.count > 1 {
            let result = Result.differentControls(count: count, name: name, identifiers: known)
            return { .violation($0, result, fix: Result.differentControlsFix) }
        } else if Self.isFieldAndActivatedControl(members, in: screen) {
            let result = Result.fieldAndActivatedControl(count: count, name: name)
            return { .violation($0, result, fix: Result.differentControlsFix) }
        } else if let items = RepeatedItems(members, in: screen, outermostWebLink: outermostWebLink) {
            let result = Result.repeatedItems(count: count, name: name, items: items)
            return { .violation($0, result, fix: Result.repeatedItemsFix) }
        } else {
            let result = Result.sameThingUnknown(count: count, name: name)
            let missing = identifiers.contains(nil) ? ["identifier"] : []
            return { .needsReview($0, result, missing: missing) }
        }
    }

    /// A disabled control XCUITest reports invisible inside a table or collection cell: the cell's
    /// accessory (UIKit's disclosure chevron, named "chevron"), drawn by the cell, which VoiceOver
    /// reads as one element with its content. It is neither a stop nor operable of its own.
    static func isCellAccessory(_ index: Int, in tree: ElementTree) -> Bool {
        let element = tree[index]
        guard element.isEnabled == false, element.isVisible == false else { return false }
        return tree.ancestors(of: index).contains { tree[$0].role == .cell || tree[$0].className == "XCUIElementTypeCell" }
    }

    /// The group of a name that leaves no name: such controls are not compared.
    private static let noName = -1

    /// The `limit` smallest distinct values, in order: what sorting the set of
    /// all of them and keeping the first `limit` gives, without building it.
    static func smallestDistinct(_ values: some Sequence<String>, upTo limit: Int) -> [String] {
        var smallest: [String] = []
        for value in values where !smallest.contains(value) {
            guard smallest.count < limit || value < smallest[limit - 1] else { continue }
            let position = smallest.firstIndex { value < $0 } ?? smallest.count
            smallest.insert(value, at: position)
            if smallest.count > limit { smallest.removeLast() }
        }
        return smallest
    }

    /// Two controls of one parent in one row (their heights overlap by at
    /// least half the smaller one): KakaoTalk's sender avatar and sender name,
    /// both named after the sender and both opening the profile. Whether they
    /// do the same thing is not in the dump, so a person decides.
    static func isSideBySidePair(_ members: [Int], in tree: ElementTree) -> Bool {
        guard members.count == 2, let parent = tree.parent(of: members[0]), tree.parent(of: members[1]) == parent,
              let first = tree[members[0]].frame, let second = tree[members[1]].frame else { return false }
        let overlap = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        return overlap >= 0.5 * min(first.height, second.height)
    }

    /// Two controls one of whose frames holds the other's: Zomato's cart
    /// sheet, whose header "Ah So Yum" lies over the menu's toolbar title of
    /// the same name. The dump says neither which one is drawn on top nor
    /// whether they lead to the same place, so a person decides.
    static func isStackedPair(_ members: [Int], in tree: ElementTree) -> Bool {
        guard members.count == 2, let first = tree[members[0]].frame, let second = tree[members[1]].frame,
              !first.isEmpty, !second.isEmpty else { return false }
        return first.contains(second) || second.contains(first)
    }

    package var examples: [CheckExample] { Self.firstExamples + Self.templateExamples + Self.listExamples }

    /// Entries of one list that read alike.
    private static var listExamples: [CheckExample] {
        let list = Element(role: .list, className: "android.widget.ListView", frame: Rect(x: 0, y: 100, width: 720, height: 300))
        let first = Element(role: .container, className: "android.view.ViewGroup", label: "23:32, Seen",
                            frame: Rect(x: 0, y: 100, width: 720, height: 93), isClickable: true)
        let second = Element(role: .container, className: "android.view.ViewGroup", label: "23:32, Seen",
                             frame: Rect(x: 0, y: 193, width: 720, height: 93), isClickable: true)
        return [.fails("Rows of one list that read alike, each another message",
                       Node(list) { Node(first).flagged(); Node(second).flagged() })]
    }

    private static var firstExamples: [CheckExample] {
        [
            .passes("Two edit buttons that say what they edit",
                    Node(Element(role: .button, label: "Edit address", identifier: "edit.address")),
                    Node(Element(role: .button, label: "Edit payment", identifier: "edit.payment"))),
            .fails("Two different edit buttons both named \"Edit\"",
                   Node(Element(role: .button, label: "Edit", identifier: "edit.address")).flagged(),
                   Node(Element(role: .button, label: "Edit", identifier: "edit.payment")).flagged()),
            .needsReview("An avatar and the sender's name beside it, both named after the sender",
                         Node(Element(role: .container, frame: Rect(x: 0, y: 1930, width: 1080, height: 100))) {
                             Node(Element(role: .button, label: "Ana", identifier: "profile_image",
                                          frame: Rect(x: 45, y: 1934, width: 90, height: 90))).flagged()
                             Node(Element(role: .text, label: "Ana", identifier: "profile_name",
                                          frame: Rect(x: 163, y: 1950, width: 144, height: 59), isClickable: true)).flagged()
                         }),
            .needsReview("A sheet's header over the toolbar title it repeats",
                         Node(Element(role: .text, label: "Ah So Yum", identifier: "toolbar_title",
                                      frame: Rect(x: 126, y: 195, width: 1032, height: 51), isClickable: true)).flagged(),
                         Node(Element(role: .container, label: "Ah So Yum", identifier: "sheet_header",
                                      frame: Rect(x: 0, y: 151, width: 1344, height: 171), isClickable: true)).flagged()),
            .needsReview("Repeated \"Add to cart\" buttons with nothing around them to tell their items apart",
                         Node(Element(role: .button, label: "Add to cart", identifier: "product.add")).flagged(),
                         Node(Element(role: .button, label: "Add to cart", identifier: "product.add")).flagged()),

        ]
    }

    /// Controls of one name in the items of a repeated template, and in regions that are not.
    private static var templateExamples: [CheckExample] {
        [
            .fails("\"Add to cart\" on each card of a product list, the cards naming different products",
                   Node(Element(role: .list, className: "androidx.recyclerview.widget.RecyclerView")) {
                       Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 0, y: 0, width: 540, height: 600))) {
                           Node(Element(role: .text, className: "android.widget.TextView", text: "Aspirin 500 mg"))
                           Node(Element(role: .button, className: "android.widget.Button", identifier: "product.add", text: "Add to cart")).flagged()
                       }
                       Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 540, y: 0, width: 540, height: 600))) {
                           Node(Element(role: .text, className: "android.widget.TextView", text: "Vitamin C"))
                           Node(Element(role: .button, className: "android.widget.Button", identifier: "product.add", text: "Add to cart")).flagged()
                       }
                   }),
            .needsReview("A chip and a navigation item of one name in two different regions",
                         Node(Element(role: .container, className: "android.view.View", frame: Rect(x: 0, y: 200, width: 1080, height: 100))) {
                             Node(Element(role: .button, className: "android.widget.Button", label: "Home")).flagged()
                             Node(Element(role: .button, className: "android.widget.Button", label: "Music"))
                         },
                         Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 0, y: 2200, width: 1080, height: 160))) {
                             Node(Element(role: .button, className: "android.widget.Button", label: "Home")).flagged()
                             Node(Element(role: .button, className: "android.widget.Button", label: "Library"))
                         }),
            .passes("Two close buttons that claim to do the same thing, beside a uniquely named one",
                    Node(Element(role: .button, label: "Share", identifier: "share")),
                    Node(Element(role: .button, label: "Close", identifier: "close.top", exceptionClaims: [
                        ExceptionClaim(requirement: "MCAG:unique-labels#1", exception: "same-functionality", reason: "Both dismiss the sheet."),
                    ])),
                    Node(Element(role: .button, label: "Close", identifier: "close.bottom", exceptionClaims: [
                        ExceptionClaim(requirement: "MCAG:unique-labels#1", exception: "same-functionality", reason: "Both dismiss the sheet."),
                    ]))),
            .passes("One ad badge listed three times at one place (SayHi's tt_ad_logo)",
                    Node(Element(role: .button, className: "android.widget.LinearLayout", label: "AD",
                                 frame: Rect(x: 20, y: 1248, width: 29, height: 24), isClickable: true)),
                    Node(Element(role: .button, className: "android.widget.LinearLayout", label: "AD",
                                 frame: Rect(x: 20, y: 1248, width: 29, height: 24), isClickable: true)),
                    Node(Element(role: .button, className: "android.widget.LinearLayout", label: "AD",
                                 frame: Rect(x: 20, y: 1248, width: 29, height: 24), isClickable: true))),
            .passes("A web card's image and title, two links of one anchor (Kiwix)",
                    Node(Element(role: .webView, frame: Rect(x: 0, y: 100, width: 402, height: 700))) {
                        Node(Element(role: .link, traits: ["Link"], label: "Ray Charles Ray Charles",
                                     frame: Rect(x: 0, y: 116, width: 201, height: 305), isAccessibilityElement: false)) {
                            Node(Element(role: .image, traits: ["Link", "Image"], label: "Ray Charles",
                                         frame: Rect(x: 0, y: 116, width: 201, height: 305), isAccessibilityElement: true))
                            Node(Element(role: .link, traits: ["Link", "StaticText"], label: "Ray Charles",
                                         frame: Rect(x: 11, y: 357, width: 112, height: 25), isAccessibilityElement: true))
                        }
                    }),
        ]
    }
}
