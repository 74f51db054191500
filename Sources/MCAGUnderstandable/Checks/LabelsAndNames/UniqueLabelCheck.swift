public import MCAGCore

/// 3.2.4 (Unique Labels): the controls of one screen do not share a name
/// unless they do exactly the same thing.
///
/// Names are hashed per screen, compared as they sound. Two controls with
/// one name and different identifiers fail. With the same identifier, or
/// without identifiers, the snapshot cannot tell whether they do the same
/// thing (a template repeated per list row does different things), so a
/// person decides. An element that claims the `same-functionality`
/// exception is set aside by the audit.
public struct UniqueLabelCheck: ScreenCheck {
    public init() {}

    public var name: String { "control-names-unique-on-screen" }

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        let model = screen.screenReader
        for index in screen.tree.indices {
            let element = screen.tree[index]
            let reader = model[index]
            guard element.isInteractive || reader.role.isInteractive, !reader.visibility.isHidden,
                  AssistiveFocus(reader) != .skipped, let name = reader.name, NameDefect.of(name)?.leavesNoName != true
            else { continue }
            let key = SpokenNameKey.of(name)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        guard !groups.isEmpty else { return [] }
        var findings: [Finding] = []
        for key in order {
            guard let members = groups[key], members.count > 1 else { continue }
            let identifiers = members.map { screen.tree[$0].identifier.flatMap { $0.isBlank ? nil : $0 } }
            let known = Set(identifiers.compactMap { $0 })
            let name = model[members[0]].name?.escapedForReport ?? key
            let listed = known.sorted().prefix(3).joined(separator: ", ") + (known.count > 3 ? ", …" : "")
            for member in members {
                let context = screen.element(member)
                if known.count > 1 {
                    findings.append(.violation(
                        context, "\(members.count) controls on this screen are all named \"\(name)\" but are different controls (identifiers \(listed)).",
                        fix: "Name each control after what it acts on, such as \"Edit shipping address\" and \"Edit payment method\"; if they really do the same thing, claim the exception `same-functionality`."))
                } else {
                    findings.append(.needsReview(
                        context, "\(members.count) controls on this screen are named \"\(name)\"; confirm that they do exactly the same thing.",
                        missing: identifiers.contains(nil) ? ["identifier"] : []))
                }
            }
        }
        // Reported even beside duplicates, so that a screen whose duplicates
        // all claim the exception still shows what passed.
        let unique = groups.values.filter { $0.count == 1 }.count
        if unique > 0 {
            findings.append(.screen(.pass, screen, "\(unique) control names on this screen are used once."))
        }
        return findings
    }

    public var examples: [CheckExample] {
        [
            .passes("Two edit buttons that say what they edit",
                    Node(Element(role: .button, label: "Edit address", identifier: "edit.address")),
                    Node(Element(role: .button, label: "Edit payment", identifier: "edit.payment"))),
            .fails("Two different edit buttons both named \"Edit\"",
                   Node(Element(role: .button, label: "Edit", identifier: "edit.address")),
                   Node(Element(role: .button, label: "Edit", identifier: "edit.payment"))),
            .needsReview("Repeated \"Add to cart\" buttons of a list template",
                         Node(Element(role: .button, label: "Add to cart", identifier: "product.add")),
                         Node(Element(role: .button, label: "Add to cart", identifier: "product.add"))),
            .passes("Two close buttons that claim to do the same thing, beside a uniquely named one",
                    Node(Element(role: .button, label: "Share", identifier: "share")),
                    Node(Element(role: .button, label: "Close", identifier: "close.top", exceptionClaims: [
                        ExceptionClaim(requirement: "MCAG:unique-labels#1", exception: "same-functionality", reason: "Both dismiss the sheet."),
                    ])),
                    Node(Element(role: .button, label: "Close", identifier: "close.bottom", exceptionClaims: [
                        ExceptionClaim(requirement: "MCAG:unique-labels#1", exception: "same-functionality", reason: "Both dismiss the sheet."),
                    ]))),
        ]
    }
}
