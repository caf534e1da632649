import BoxModel
import BoxRender
import Testing

/// Scroll views' state (spec-format §7) through the whole pipeline: offsets
/// after `offset`, `scrollTo` and snapping, fixed boxes, culling, and what
/// `--frames` says. Numbers worked out by hand from reference §2.7 and §8.
///
/// The feed used throughout: a 320×200 viewport at (0, 0), top padding 10,
/// bottom padding 8, ten 320×50 boxes `b0`…`b9` stacked at y = 10 + 50i;
/// content 320 × (10 + 500 + 8) = 518, so the largest offset is 318.
struct ScrollSpecTests {
    static func feed(scroll: String, extraBoxes: String = "", documentScroll: String? = nil) -> String {
        let boxes = (0..<10).map { #"{"id": "b\#($0)", "size": [320, 50], "backgroundColor": "white"}"# }
        let own = scroll.isEmpty ? "" : #""scroll": \#(scroll), "#
        let document = documentScroll.map { #""scroll": \#($0), "# } ?? ""
        return #"""
            { \#(document)"root": { "type": "scroll", "id": "feed", "size": [320, 200], "topPadding": 10,
              "bottomPadding": 8, \#(own)"boxes": [\#(extraBoxes)\#(boxes.joined(separator: ", "))] } }
            """#
    }

    static func offset(_ spec: String) throws -> [Double]? {
        let root = try Renderer().prepare(specText: spec).frames.boxes[0]
        return root.contentOffset.map { [$0.x, $0.y] }
    }

    static func frame(_ id: String, in rendering: Rendering) -> FramesDocument.Entry? {
        rendering.frames.boxes.first { $0.id == id }
    }

    @Test func anOffsetIsUsedAsGivenAndMovesTheContent() throws {
        let rendering = try Renderer().prepare(specText: Self.feed(scroll: #"{"offset": 130}"#))
        let root = rendering.frames.boxes[0]
        #expect(root.contentSize == Size(width: 320, height: 518))
        #expect(root.contentOffset == Point(x: 0, y: 130))
        // b2 at content y 110 → 110 − 130 in the viewport.
        #expect(Self.frame("b2", in: rendering)?.y == -20)
        // Beyond the content, as given: no clamping without scrollTo or snapping.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": [-7, 900]}"#)) == [-7, 900])
    }

    @Test func snappingPicksTheBoxWhoseTopLessTheTopPaddingIsNearest() throws {
        // |110 − 10 − 130| = 30 for b2, |160 − 10 − 130| = 20 for b3: b3's 160 − 10 = 150
        // (MGBox would say 160 − 8, its bottom padding).
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 130, "snapToNearestBox": true}"#)) == [0, 150])
        // A tie (b2 and b3 both 25 away from 125): the first.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 125, "snapToNearestBox": true}"#)) == [0, 100])
        // x becomes 0.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": [40, 262], "snapToNearestBox": true}"#)) == [0, 250])
    }

    @Test func snappingGoesToTheBottomWhenLessThanHalfTheLastBoxIsLeft() throws {
        // From the bottom 518 − (300 + 200) = 18 < 50 / 2 and < 300: the bottom, 318.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 300, "snapToNearestBox": true}"#)) == [0, 318])
        // 518 − (290 + 200) = 28 is not under 25: b6 (|310 − 10 − 290| = 10), 300.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 290, "snapToNearestBox": true}"#)) == [0, 300])
    }

    @Test func snappingIsClampedToTheContent() throws {
        // A `none` box at y 0 ties b0 at offset −5 (|0 − 10 + 5| = |10 − 10 + 5| = 5) and
        // comes first: −10, clamped to 0.
        let extra = #"{"boxLayoutMode": "none", "frame": [0, 0, 10, 10]}, "#
        let spec = Self.feed(scroll: #"{"offset": -5, "snapToNearestBox": true}"#, extraBoxes: extra)
        #expect(try Self.offset(spec) == [0, 0])
    }

    @Test func snappingDoesNothingForShortContentOrOneBox() throws {
        let short = #"""
            { "root": { "type": "scroll", "size": [320, 200], "scroll": {"offset": [3, 7], "snapToNearestBox": true},
              "boxes": [{"size": [320, 50]}, {"size": [320, 50]}] } }
            """#
        #expect(try Self.offset(short) == [3, 7])
        let single = #"""
            { "root": { "type": "scroll", "size": [320, 200], "scroll": {"offset": 37, "snapToNearestBox": true},
              "boxes": [{"size": [320, 900]}] } }
            """#
        #expect(try Self.offset(single) == [0, 37])
    }

    @Test func scrollToMovesTheLeastThatShowsTheTargetAndItsMargin() throws {
        // b7 is 360…410; with the margin 8, 352…418: down to 418 − 200 = 218. Across, −8…328
        // does not fit 320: its left edge, −8, clamped to 0.
        #expect(try Self.offset(Self.feed(scroll: #"{"scrollTo": {"id": "b7"}}"#)) == [0, 218])
        // Up: b1's 60 − 8 = 52 from 300.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 300, "scrollTo": {"id": "b1"}}"#)) == [0, 52])
        // Already shown (b3 with margin 152…218 inside 100…300): the offset stays.
        #expect(try Self.offset(Self.feed(scroll: #"{"offset": 100, "scrollTo": {"id": "b3"}}"#)) == [0, 100])
        // Margin 0, b9 (460…510): 310, inside the content.
        #expect(try Self.offset(Self.feed(scroll: #"{"scrollTo": {"id": "b9", "margin": 0}}"#)) == [0, 310])
        // Margin 20 past the end: 530 − 200 = 330, clamped to 318.
        #expect(try Self.offset(Self.feed(scroll: #"{"scrollTo": {"id": "b9", "margin": 20}}"#)) == [0, 318])
    }

    @Test func scrollToComesBeforeSnapping() throws {
        // scrollTo b7 gives 218; then from the bottom 518 − 418 = 100: b4 (|210 − 10 − 218| = 18) → 200.
        let spec = Self.feed(scroll: #"{"scrollTo": {"id": "b7"}, "snapToNearestBox": true}"#)
        #expect(try Self.offset(spec) == [0, 200])
    }

    @Test func scrollToFindsATargetDeepInTheContentThroughANestedScroll() throws {
        // outer 100 high, padding 0: filler 300, then `inner` (scroll 100×60 at content y 300),
        // whose content is a 40-high box then `deep` at inner-content y 40, offset 30 in `inner`:
        // deep is at 300 + 40 − 30 = 310…330 in outer's content; margin 8: 302…338 → 338 − 100 = 238.
        let spec = #"""
            { "root": { "type": "scroll", "size": [200, 100], "scroll": {"scrollTo": {"id": "deep"}}, "boxes": [
                {"size": [200, 300]},
                {"type": "scroll", "id": "inner", "size": [200, 60], "scroll": {"offset": 30}, "boxes": [
                  {"size": [200, 40]}, {"id": "deep", "size": [200, 20]}, {"size": [200, 100]}]} ] } }
            """#
        let rendering = try Renderer().prepare(specText: spec)
        #expect(rendering.frames.boxes[0].contentOffset == Point(x: 0, y: 238))
        // Canvas y: inner at 300 − 238 = 62, deep at 62 + 40 − 30 = 72.
        #expect(Self.frame("inner", in: rendering)?.y == 62)
        #expect(Self.frame("deep", in: rendering)?.y == 72)
    }

    @Test func theDocumentsScrollAppliesToTheRoot() throws {
        #expect(try Self.offset(Self.feed(scroll: "", documentScroll: #"{"offset": 42}"#)) == [0, 42])
    }

    @Test func fixedBoxesStayPutInTheViewportAndScrollAcross() throws {
        let extra = #"{"id": "bar", "boxLayoutMode": "fixed", "fixedPosition": [50, 20], "size": [100, 30]}, "#
        for offset in [0.0, 100, 318] {
            let spec = Self.feed(scroll: #"{"offset": [12, \#(offset)]}"#, extraBoxes: extra)
            let bar = try #require(Self.frame("bar", in: Renderer().prepare(specText: spec)))
            // y = fixedPosition.y in the viewport at any offset; x (0: fixedPosition.x is ignored) − 12.
            #expect([bar.x, bar.y] == [-12, 20])
        }
    }

    @Test func onlyBoxesMeetingTheViewportAreVisibleAndDrawn() throws {
        // Offset 100: content 100…300 shows b1 (60…110) to b5 (260…310); b0 ends at 60,
        // b6 starts at 310.
        let rendering = try Renderer().prepare(specText: Self.feed(scroll: #"{"offset": 100}"#))
        let visible = (0..<10).map { Self.frame("b\($0)", in: rendering)?.visible }
        #expect(visible == [false, true, true, true, true, true, false, false, false, false])
        #expect(rendering.frames.boxes[0].visible)
        // The scroll's clip and its five white boxes: nothing of the hidden five is drawn.
        let fills = rendering.scene.commands.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count == 5)
    }

    @Test func aCulledBoxsSubtreeIsCulledAndNestedViewportsIntersect() throws {
        // inner: scroll 200×50 at outer content y 0, shown through outer's 0…100 viewport.
        // `wide` is 300 wide inside inner (x 0…300) but inner clips to 0…200 ∩ outer's 0…150: visible.
        // `below` sits at y 60 in inner: outside inner's 0…50 though inside outer's 0…100: culled,
        // and so is its child `child`, which overflows back up into view.
        let spec = #"""
            { "root": { "type": "scroll", "size": [150, 100], "boxes": [
                {"type": "scroll", "id": "inner", "size": [200, 50], "boxes": [
                  {"id": "wide", "size": [300, 60]},
                  {"id": "below", "size": [10, 10], "boxes": [
                    {"id": "child", "boxLayoutMode": "none", "frame": [0, -50, 10, 10]}]}]} ] } }
            """#
        let rendering = try Renderer().prepare(specText: spec)
        #expect(Self.frame("wide", in: rendering)?.visible == true)
        #expect(Self.frame("below", in: rendering)?.y == 60)
        #expect(Self.frame("below", in: rendering)?.visible == false)
        #expect(Self.frame("child", in: rendering)?.visible == false)
        #expect(Self.frame("child", in: rendering)?.y == 10)
    }

    @Test func theSwiftBuilderSaysTheSameAsTheSpec() throws {
        let feed = ScrollBox(width: 320, height: 200) {
            for index in 0..<10 {
                Box(width: 320, height: 50).id("b\(index)").backgroundColor(.white)
            }
        }
        .padding(top: 10, bottom: 8)
        let built = try Renderer().frames(feed.scroll(offset: Point(x: 0, y: 130), snapToNearestBox: true))
        #expect(built.boxes[0].contentOffset == Point(x: 0, y: 150))
        let target = try Renderer().frames(feed.scroll(scrollTo: "b7"))
        #expect(target.boxes[0].contentOffset == Point(x: 0, y: 218))
        // 218…418 shows b4 (210…260) to b8 (410…460).
        #expect(target.boxes.map(\.visible) == [true, false, false, false, false, true, true, true, true, true, false])
    }
}
