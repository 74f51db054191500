import MCAGCore

extension ExplicitRoleCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case operableRole(Role)
        case operableTrait(traits: [String]?)
        case announcedRole(Role)
        case listItem
        case fillsListRow
        case layerBehindWindow
        case ownRole(Role)
        case unrecorded(Exposed, UnrecordedRole)
        case noRoleOnAndroid(Exposed)
        case noRole(Exposed, Platform?)
        case roleNodeAnnounced(RoleNodeAnnouncement.Announced)
        case roleNodeUnheard(Exposed, RoleNodeAnnouncement)
        case focusableNamedButton(label: String, word: String)
        case tabOfAnnouncingBar(String)
        case unrecordedTab(Exposed, UnrecordedRole)
        case clickableTabWithoutRole(Exposed)
        case unclickableTabWithoutRole(Exposed)
        case readsLikeControl(name: String)

        var message: String {
            switch self {
            case .operableRole(let role): return "exposes the operable role '\(role)'"
            case .operableTrait(let traits):
                let listed: String = traits?.joined(separator: ", ") ?? ""
                return "exposes an operable trait (\(listed))"
            case .announcedRole(let role):
                return "the screen reader announces it as '\(role)' (a clickable image is announced as a button)"
            case .listItem: return "a row of a list: the screen reader announces it as a list item that can be activated"
            case .fillsListRow: return "fills its list row, which the screen reader announces as a list item"
            case .layerBehindWindow:
                return "a clickable layer as large as the window with nothing to speak (a scrim or a tap-outside catcher): whether TalkBack stops on it at all is not in the dump"
            case .ownRole(let role): return "exposes the role '\(role)'"
            case .unrecorded(let shown, let unrecorded):
                let reason: String = unrecorded.reason
                return "operable element exposes \(shown.description), but \(reason)"
            case .noRoleOnAndroid(let shown):
                return "operable element exposes \(shown.description): TalkBack reads its content and \"double-tap to activate\" but no role, so the user does not hear whether it is a button, a link, a tab or a switch"
            case .noRole(let shown, let platform):
                let heard: String = platform == .ios
                    ? "VoiceOver reads its label with no trait, so nothing tells the user that it can be activated"
                    : "a screen reader does not say what kind of control it is"
                return "operable element exposes \(shown.description): \(heard)"
            case .roleNodeAnnounced(let announced): return announced.reason
            case .roleNodeUnheard(let shown, let announcement):
                let reason: String = announcement.reason
                return "operable element exposes \(shown.description): \(reason)"
            case .focusableNamedButton(let label, let word):
                let escaped: String = label.escapedForReport
                return "focusable element named \"\(escaped)\" (\"\(word)\": the app calls it a button) exposes no role and is not clickable: TalkBack reads the name with neither \"button\" nor \"double-tap to activate\""
            case .tabOfAnnouncingBar(let bar): return "an item of a \(bar): the component announces each item as a tab"
            case .unrecordedTab(let exposed, let unrecorded):
                let reason: String = unrecorded.reason
                return "acts as a tab but exposes \(exposed.description), and \(reason)"
            case .clickableTabWithoutRole(let exposed):
                return "acts as a tab (an operable item of a tab bar) but exposes \(exposed.description): the screen reader says \"double-tap to activate\" but not \"tab\" nor how many tabs there are"
            case .unclickableTabWithoutRole(let exposed):
                return "acts as a tab (one of a row of focusable, selectable items) but exposes \(exposed.description) and is not clickable: the screen reader says \"selected\" but neither \"tab\" nor that it can be activated"
            case .readsLikeControl(let name):
                let escaped: String = name.escapedForReport
                return "plain text \"\(escaped)\" reads like a link or button but exposes no operable role: if tapping it does something, the screen reader does not announce it as a control"
            }
        }

        static func fix(exposing suggested: Role) -> String {
            let advice: String = ExplicitRoleCheck.platformAdvice(for: suggested)
            return "Expose the \(suggested) role: \(advice)."
        }

        static func roleNodeFix(exposing suggested: Role) -> String {
            let advice: String = ExplicitRoleCheck.platformAdvice(for: suggested)
            return "Expose the \(suggested) role on the control itself, or let TalkBack read the role node: remove the content description that hides it (\(advice))."
        }

        static let actionBarTabFix = "Expose the tab role: use Material's TabLayout, whose tabs give the role description \"Tab\", or set the role description \"Tab\" on each tab (AccessibilityNodeInfoCompat.setRoleDescription)."

        static let buttonRoleFix = "Expose the button role: accessibilityRole=\"button\" (React Native), Role.Button semantics or a Button class (Android)."

        static let tabFix = "Expose the tab role: use TabLayout / NavigationBar items, or Modifier.semantics { role = Role.Tab } with selectable(…) (Android); add the .tabBar trait to the container and the button trait to each item (iOS)."
    }

    /// What an operable element exposes instead of a role, as a finding names it.
    enum Exposed: Sendable, Hashable, CustomStringConvertible {
        /// A class name, or a role's name, as it stands.
        case named(String)
        /// A role the element has, "role 'text'".
        case role(Role)
        /// Neither a class name nor a role.
        case noRole

        var description: String {
            switch self {
            case .named(let name): name
            case .role(let role): "role '\(role)'"
            case .noRole: "no role"
            }
        }
    }
}
