import MCAGCore

extension InteractiveNameCheck {
    /// What the check reports, and how each result reads. `kind` is the role
    /// the screen reader conveys (or the element's own), named "control" when unknown.
    enum Result: FindingResult {
        case sliderNamedByValue(name: String)
        /// Named by one symbol alone, not on a keypad: the symbol, as the name has it.
        case namedBySymbolAlone(kind: Role, symbol: String)
        /// Named: the name quoted as the screen reader has it.
        case named(name: String)
        case namedByContent(name: String)
        /// Named, though the name has a defect that leaves it a name: quoted escaped.
        case namedDespiteDefect(name: String)
        case clippedUnnamed(kind: Role, ScreenReaderElement.Clipping)
        case fillsNamedControl(kind: Role, owner: String)
        case iosTextInside(kind: Role, text: String)
        case screenScrim(kind: Role)
        case emptyWebView
        case markedNotAccessibilityFriendly
        case unnamed(kind: Role)
        case genericWord(kind: Role, name: String, word: String)
        case mediumResourceName(kind: Role, name: String, word: String)
        case resourceName(kind: Role, name: String, defect: NameDefect)
        case splicedToken(kind: Role, name: String, defect: NameDefect)
        case clippedDefectiveName(kind: Role, name: String, defect: NameDefect)
        case noUsableName(kind: Role, name: String, defect: NameDefect)
        case fieldSpeaksHint(Role, hint: String)
        case fieldReadsLabelInside(Role, label: String)
        case fieldWithNothing(Role)
        case emptyFieldAfterText(Role, text: String)
        case composeFieldShowsOnlyText(Role, text: String)
        case fieldShowsText(Role, text: String)
        /// An iOS field whose accessibility label is empty: what it shows, and whether that is its placeholder.
        case iosFieldNamedOnlyByItsText(Role, text: String, isPlaceholder: Bool)

        var message: String {
            switch self {
            case .sliderNamedByValue(let name):
                return "slider is named only by its value \(Self.shown(name)): the screen reader says the position and \"seek control\" or \"adjustable\", but not what the slider sets"
            case .namedBySymbolAlone(let kind, let symbol):
                let (what, shown): (String, String) = (Self.kind(kind), Self.shown(symbol))
                return "\(what)'s only name is the symbol \(shown), which TalkBack and VoiceOver read by the symbol's own name (\"plus\", \"multiplication x\"), not as what the control does"
            case .named(let name): return "named \"\(name)\""
            case .namedByContent(let name): return "named by the text it contains: \"\(name)\""
            case .namedDespiteDefect(let name): return "named \(Self.shown(name))"
            case .clippedUnnamed(let kind, let clipping):
                let (what, edge): (String, String) = (Self.kind(kind), clipping.edgeDescription)
                return "\(what) has no accessible name in the part shown, but its frame is cut at \(edge): the text that names it may lie in the part scrolled away. Scroll it fully into view and capture again."
            case .fillsNamedControl(let kind, let owner):
                let (what, shown): (String, String) = (Self.kind(kind), Self.shown(owner))
                return "\(what) has no name, but it fills exactly the control around it, named \(shown), which the screen reader reads first; whether it also stops on this one, silent, needs a listen"
            case .iosTextInside(let kind, let text):
                let (what, shown): (String, String) = (Self.kind(kind), Self.shown(text))
                return "\(what) has an empty label in this capture, though it holds the text \(shown), which VoiceOver does not read inside an accessibility element; apps that build the label only while VoiceOver runs (SwiftUI's accessibilityVoiceOverEnabled) look like this in a capture made without it, so confirm by ear"
            case .screenScrim(let kind):
                let what: String = Self.kind(kind)
                return "\(what) with no name and no content covers the screen, as the dismiss area behind a sheet or dialog does (Material's BottomSheetDialog draws one and marks it not important for accessibility); whether it needs a name of its own when Back does the same is a person's call"
            case .emptyWebView:
                return "web view with no name and no web content in the dump: Android exposes a WebView's page to accessibility services as virtual nodes built by the renderer (WebView.getAccessibilityNodeProvider), so a page not yet loaded or not yet built for accessibility looks like this; whether TalkBack finds named content inside needs a listen"
            case .markedNotAccessibilityFriendly:
                return "control has no accessible name (uiautomator marks it NAF, not accessibility friendly)"
            case .unnamed(let kind):
                let what: String = Self.kind(kind)
                return "\(what) has no accessible name: TalkBack announces only its role or \"unlabelled\" and \"double-tap to activate\", VoiceOver only its traits, so the user cannot tell what it does"
            default:
                return defectMessage ?? fieldMessage
            }
        }

        /// The sentences of a name that is no name, or nil for another result.
        private var defectMessage: String? {
            switch self {
            case .genericWord(let kind, let name, let word):
                let (what, shown): (String, String) = (Self.kind(kind), Self.shown(name))
                return "\(what)'s only name \(shown) is the generic word \"\(word)\", which says what the control looks like or is, not what it does, so it has no usable name"
            case .mediumResourceName(let kind, let name, let word):
                let (what, shown): (String, String) = (Self.kind(kind), Self.shown(name))
                return "\(what)'s only name \(shown) is a resource name made of the medium word \"\(word)\" and nothing that says what the control does, so it has no usable name"
            case .resourceName(let kind, let name, let defect):
                let (what, shown, explanation): (String, String, String) = (Self.kind(kind), Self.shown(name), defect.explanation)
                return "\(what)'s only name \(shown) \(explanation) (a developer's key, read out with its separators), not a name a user hears as the control's purpose"
            case .splicedToken(let kind, let name, let defect):
                let (what, shown, explanation): (String, String, String) = (Self.kind(kind), Self.shown(name), defect.explanation)
                return "\(what) is named \(shown): the name \(explanation); confirm the name the user hears"
            case .clippedDefectiveName(let kind, let name, let defect):
                let (what, shown, explanation): (String, String, String) = (Self.kind(kind), Self.shown(name), defect.explanation)
                return "\(what)'s name \(shown) \(explanation), but its frame is cut off, so part of its content may be missing from the capture"
            case .noUsableName(let kind, let name, let defect):
                let (what, shown, explanation): (String, String, String) = (Self.kind(kind), Self.shown(name), defect.explanation)
                return "\(what)'s only name \(shown) \(explanation), so the control has no usable name"
            default:
                return nil
            }
        }

        /// The sentences of a text field's results (any other result reads as empty).
        private var fieldMessage: String {
            switch self {
            case .fieldSpeaksHint(let role, let hint):
                let shown: String = Self.shown(hint)
                return "\(role) has no label, but TalkBack speaks its hint \(shown), which the platform exposes as the node's hint text"
            case .fieldReadsLabelInside(let role, let label):
                let shown: String = Self.shown(label)
                return "\(role) has no label of its own, but TalkBack reads the text \(shown) of a node inside it with the field, as it reads a Compose text field's label or placeholder"
            case .fieldWithNothing(let role):
                return "\(role) has no label, no hint and no text: a screen reader announces only \"text field\""
            case .emptyFieldAfterText(let role, let text):
                let shown: String = Self.shown(text)
                return "\(role) has no label, no hint and no text, but the text \(shown) comes right before it, above it or to its left: a labelFor from that text, which uiautomator does not write, would have TalkBack read it with the field. Listen to the field, or capture a format that keeps labelFor"
            case .composeFieldShowsOnlyText(let role, let text):
                let shown: String = Self.shown(text)
                return "\(role) has no label, no hint and no label inside it, and it is in a Jetpack Compose hierarchy, where no other element can be tied to it as a label (Compose has no labelFor): TalkBack speaks only the typed text \(shown) and \"edit box\", a value and not what the field is for"
            case .fieldShowsText(let role, let text):
                let shown: String = Self.shown(text)
                return "\(role) shows \(shown) but has no label; content and placeholder text are not names. Confirm that a label is associated (accessibilityLabel, labelFor)"
            case .iosFieldNamedOnlyByItsText(let role, let text, let isPlaceholder):
                let shown: String = Self.shown(text)
                let what: String = isPlaceholder
                    ? "VoiceOver reads its placeholder \(shown) while it is empty, and nothing names it once text is typed"
                    : "VoiceOver reads only the text it shows, \(shown), which is what it holds or its placeholder, not what it is for"
                return "\(role) has an empty accessibility label, the property that names a field on iOS (iOS has no labelFor): \(what). A placeholder is not a field's name"
            default:
                return ""
            }
        }

        /// A name as the findings quote it: escaped, in double quotes.
        private static func shown(_ name: String) -> String { "\"\(name.escapedForReport)\"" }

        /// The control's kind as the findings name it.
        private static func kind(_ role: Role) -> String { role == .unknown ? "control" : role.rawValue }
    }
}
