import BoxModel
import Testing

@testable import BoxLayout

/// Peer §2.3 separators: `insertBorder`, thickness, spacing on both sides, intersection offsets,
/// colour and rounding, and §4 point 2 (spacing twice around each separator).
@Suite struct LinearSeparatorTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// §2.3 separator example (from MK's tests): 300 wide, thickness 4, two items of weight 1, the
    /// second with `insertBorder`. U = 296, each item 148, the separator at x 148–152 at full
    /// height, the second item from 152.
    @Test func separatorWorkedExample() {
        let parameters = LinearLayoutParameters(separator: .init(thickness: 4, color: red))
        let (tree, views) = MKTest.tree(parameters, views: [MKTest.weight(1), MKTest.weight(1, insertBorder: true)])
        let result = tree.layOut(in: .mk(0, 0, 300, 100), scale: 2)
        #expect(result.frames[views[0]] == .mk(0, 0, 148, 100))
        #expect(result.frames[views[1]] == .mk(152, 0, 148, 100))
        #expect(
            result.separators == [
                MKSeparatorRect(layout: 0, rect: .mk(148, 0, 4, 100), color: red, orientation: .vertical)
            ])
    }

    /// Spacing 10 and a separator of 2 before B: the gap A–B holds spacing, separator, spacing;
    /// the gap B–C one spacing. U = 332 − 2 − 20 − 10 = 300; used 200, so C gets 100.
    /// A 0–100, separator 110–112, B 122–222, C 232–332.
    @Test("§4 point 2: spacing appears between items only, and twice around each separator")
    func spacingOnBothSidesOfASeparator() {
        let parameters = LinearLayoutParameters(spacing: 10, separator: .init(thickness: 2))
        let items = [MKTest.width(100), MKTest.width(100, insertBorder: true), MKTest.weight(1)]
        let layout = MKTest.linearSlots(parameters, items, in: .mk(0, 0, 332, 40))
        #expect(layout.slots == [.mk(0, 0, 100, 40), .mk(122, 0, 100, 40), .mk(232, 0, 100, 40)])
        #expect(layout.separators == [.mk(110, 0, 2, 40)])
    }

    /// A horizontal layout's separators reach past the content by the top and bottom offsets
    /// (left and right are unused): content y 10, height 80 → y 10 − 5, height 80 + 5 + 3.
    @Test func intersectionOffsetsOfAHorizontalLayout() {
        let separator = LinearLayoutParameters.Separator(
            thickness: 4, intersectionOffsets: Insets(top: 5, left: 7, bottom: 3, right: 9))
        let parameters = LinearLayoutParameters(margin: Insets(top: 10, bottom: 10), separator: separator)
        let layout = MKTest.linearSlots(
            parameters, [MKTest.weight(1), MKTest.weight(1, insertBorder: true)], in: .mk(0, 0, 300, 100))
        #expect(layout.separators == [.mk(148, 5, 4, 88)])
    }

    /// A vertical layout draws horizontal separators, lengthened by the left and right offsets
    /// (top and bottom unused): x −6, width 100 + 6 + 2, at y 148.
    @Test func intersectionOffsetsOfAVerticalLayout() {
        let separator = LinearLayoutParameters.Separator(
            thickness: 4, color: red, intersectionOffsets: Insets(top: 9, left: 6, bottom: 9, right: 2))
        let parameters = LinearLayoutParameters(orientation: .vertical, separator: separator)
        let (tree, views) = MKTest.tree(parameters, views: [MKTest.weight(1), MKTest.weight(1, insertBorder: true)])
        let result = tree.layOut(in: .mk(0, 0, 100, 300), scale: 1)
        #expect(result.frames[views[1]] == .mk(0, 152, 100, 148))
        #expect(
            result.separators == [
                MKSeparatorRect(layout: 0, rect: .mk(-6, 148, 108, 4), color: red, orientation: .horizontal)
            ])
    }

    /// Separators are rounded like views (§2.6): 300 wide, thickness 1, two weights → 149.5 each;
    /// the separator at 149.5 rounds to 150 at scale 1 (half away from zero) and stays at scale 2.
    @Test(arguments: [(1.0, 150.0, 151.0, 150.0), (2.0, 149.5, 150.5, 149.5)])
    func separatorsAreRoundedLikeViews(scale: Double, separatorX: Double, secondX: Double, width: Double) {
        let parameters = LinearLayoutParameters(separator: .init(thickness: 1))
        let (tree, views) = MKTest.tree(parameters, views: [MKTest.weight(1), MKTest.weight(1, insertBorder: true)])
        let result = tree.layOut(in: .mk(0, 0, 300, 10), scale: scale)
        #expect(result.separators.map(\.rect) == [.mk(separatorX, 0, 1, 10)])
        #expect(result.frames[views[1]] == .mk(secondX, 0, width, 10))
    }

    /// Without a `separator` nothing is drawn and the thickness is 0, but `insertBorder` still puts
    /// spacing on both sides, as reserved: U = 300 − 20 = 280, so B is at 140 + 10 + 10 = 160 and
    /// ends at 300. (MK would put B at 150 and end 10 short.)
    @Test func insertBorderWithoutASeparatorKeepsBothSpacings() {
        let parameters = LinearLayoutParameters(spacing: 10)
        let (tree, views) = MKTest.tree(parameters, views: [MKTest.weight(1), MKTest.weight(1, insertBorder: true)])
        let result = tree.layOut(in: .mk(0, 0, 300, 10), scale: 1)
        #expect(result.frames[views[1]] == .mk(160, 0, 140, 10))
        #expect(result.separators.isEmpty)
    }

    /// `insertBorder` on the first item is ignored: no separator, no thickness reserved.
    @Test func firstItemNeverGetsASeparator() {
        let parameters = LinearLayoutParameters(separator: .init(thickness: 4))
        let layout = MKTest.linearSlots(
            parameters, [MKTest.weight(1, insertBorder: true), MKTest.weight(1)], in: .mk(0, 0, 300, 10))
        #expect(layout.slots == [.mk(0, 0, 150, 10), .mk(150, 0, 150, 10)])
        #expect(layout.separators.isEmpty)
    }
}
