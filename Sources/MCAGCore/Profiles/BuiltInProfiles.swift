extension ThresholdProfile {
    /// MCAG's own thresholds (2.1.1 Touch Target Size; 1.4.1 Text Color
    /// Contrast and 1.4.2 Non-Text Color Contrast): 7 × 7 mm, 4.5:1 up to
    /// 17 pt, 3:1 from 18 pt and for bold text of any size.
    public static let mcag = ThresholdProfile(
        name: "mcag", source: "MCAG draft, 2.1.1, 1.4.1 and 1.4.2 (https://getevinced.github.io/mcag)",
        touchTarget: TargetSize(7, .millimetres), largeTextSize: 18, largeBoldTextSize: 0)

    /// WCAG 2.2 read through WCAG2ICT (W3C Group Note, 11 December 2025):
    /// 2.5.8 Target Size (Minimum) 24 × 24 CSS px, applied as 24 × 24 pt/dp;
    /// large text 18 pt = 24 CSS px, or 14 pt bold = 18.67 CSS px, applied as
    /// pt/dp; 1.4.3 contrast 4.5:1 and 3:1; 1.4.11 non-text 3:1.
    /// Sources: https://www.w3.org/TR/wcag2ict-22/, https://www.w3.org/TR/WCAG22/#dfn-large-scale
    public static let wcag22 = ThresholdProfile(
        name: "wcag22", source: "WCAG 2.2 via WCAG2ICT, W3C Group Note 11 Dec 2025 (https://www.w3.org/TR/wcag2ict-22/)",
        touchTarget: TargetSize(24, .platformUnits), largeTextSize: 24, largeBoldTextSize: 18.67)

    /// Apple's Human Interface Guidelines: controls at least 44 × 44 pt
    /// (https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls);
    /// contrast as WCAG's 1.4.3, which the HIG's colour contrast table follows
    /// (4.5:1 up to 17 pt, 3:1 from 18 pt and for bold).
    public static let appleHIG = ThresholdProfile(
        name: "apple-hig", source: "Apple Human Interface Guidelines, Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility)",
        touchTarget: TargetSize(44, .platformUnits), largeTextSize: 18, largeBoldTextSize: 0)

    /// Material Design: touch targets at least 48 × 48 dp
    /// (https://m3.material.io/foundations/designing/structure#dab862b1-e042-4c40-b680-b484b9f077f6);
    /// text contrast 4.5:1, 3:1 for large text of 18 sp, or 14 sp bold, as
    /// Android's Accessibility Test Framework reads it (`ContrastUtils.java`;
    /// /work/shared/research/peers-2026-11.md, ATF section).
    public static let material = ThresholdProfile(
        name: "material", source: "Material Design 3, accessible design (https://m3.material.io/foundations/designing/structure)",
        touchTarget: TargetSize(48, .platformUnits), largeTextSize: 18, largeBoldTextSize: 14)

    /// The profiles every audit can name without defining them.
    public static let builtIn: [ThresholdProfile] = [.mcag, .wcag22, .appleHIG, .material]

    /// The built-in profile called `name`, or nil.
    public static func builtIn(named name: String) -> ThresholdProfile? {
        builtIn.first { $0.name == name }
    }
}
