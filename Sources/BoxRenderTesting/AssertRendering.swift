import BoxRender

/// Renders the spec file at `path` and checks the picture against its golden.
///
/// The golden is `__Snapshots__/<TestFile>/<name>.png` beside the test file
/// (or in `golden.directory`). A missing golden fails; run the tests with
/// `BOXRENDER_RECORD=missing` to record it (or `all` to re-record every one),
/// look at it, then run again. A difference fails with the count of differing
/// pixels and the path of a three-panel picture (expected | difference | actual).
///
/// Works in Swift Testing `@Test`s and in `XCTestCase`s alike.
///
/// - Parameters:
///   - path: the spec file, JSON or YAML.
///   - name: the golden's file name without `.png`; the test function's name when `nil`.
///     Give one when a test asserts more than once.
///   - options: scale, canvas size and screenshot overrides, as the CLI's flags.
///   - golden: where the golden is and how strictly it is compared.
///   - renderer: the renderer to draw with (say, one with extra fonts).
///   - fileID: the asserting test's file, for the failure's location; leave the default.
///   - filePath: the asserting test's file path; goldens are found beside it. Leave the default.
///   - function: the asserting test's name, the golden's default name; leave the default.
///   - line: the failure's line; leave the default.
///   - column: the failure's column; leave the default.
public func assertRendering(
    specAt path: String,
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = renderingFailure(
        named: name ?? GoldenLocation.name(fromFunction: function), testFilePath: "\(filePath)", golden: golden,
        renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepare(specAt: path, options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Renders a spec written inline, as JSON (or YAML with `format: .yaml`), and
/// checks the picture against its golden; the other parameters are those of
/// `assertRendering(specAt:…)`. Relative image paths in the text resolve
/// against `baseDirectory`, or the test file's folder when it is `nil`.
public func assertRendering(
    json text: String,
    format: SpecTextFormat = .json,
    baseDirectory: String? = nil,
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let goldenName = name ?? GoldenLocation.name(fromFunction: function)
    let failure = renderingFailure(
        named: goldenName, testFilePath: "\(filePath)", golden: golden, renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepare(
            specText: text, format: format, name: "\(fileID) (\(goldenName))",
            baseDirectory: baseDirectory ?? GoldenLocation.folder(of: "\(filePath)"), options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Renders a decoded or hand-built `Spec` and checks the picture against its
/// golden; the other parameters are those of `assertRendering(specAt:…)`.
public func assertRendering(
    _ spec: Spec,
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = renderingFailure(
        named: name ?? GoldenLocation.name(fromFunction: function), testFilePath: "\(filePath)", golden: golden,
        renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepare(spec, options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Renders a box tree built in Swift and checks the picture against its
/// golden; the other parameters are those of `assertRendering(specAt:…)`.
///
/// ```swift
/// @Test func card() {
///     assertRendering(of: StyledLine(left: "Name", right: "Ada"), canvas: CanvasSpec(scale: 2))
/// }
/// ```
///
/// Relative image paths resolve against `baseDirectory`, or the test file's
/// folder when it is `nil`.
public func assertRendering(
    of content: some BoxContent,
    canvas: CanvasSpec = CanvasSpec(),
    screenshot: ScreenshotMode? = nil,
    baseDirectory: String? = nil,
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = renderingFailure(
        named: name ?? GoldenLocation.name(fromFunction: function), testFilePath: "\(filePath)", golden: golden,
        renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepare(
            content, canvas: canvas, screenshot: screenshot,
            baseDirectory: baseDirectory ?? GoldenLocation.folder(of: "\(filePath)"), options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// What went wrong rendering and comparing, or `nil` when the picture matches
/// its golden. The one piece every `assertRendering` shares; also public for
/// test frameworks other than Swift Testing and XCTest.
///
/// - Parameters:
///   - name: the golden's file name without `.png`.
///   - testFilePath: the test file; goldens are found beside it unless `golden.directory` says.
///   - golden: where the golden is and how strictly it is compared.
///   - renderer: the renderer to draw with.
///   - site: where the assertion is (`File.swift:12`), to name it when two
///     assertions draw different pictures for one golden; `name` when nil.
///   - prepare: decodes and lays out the spec with the renderer given.
public func renderingFailure(
    named name: String,
    testFilePath: String,
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    site: String? = nil,
    prepare: (Renderer) throws(BoxRenderError) -> Rendering
) -> String? {
    if let problem = RecordMode.environmentProblem { return "\(name): \(problem)" }
    let png: [UInt8]
    let location = GoldenLocation(name: name, testFilePath: testFilePath, options: golden)
    var check = GoldenCheck(
        threshold: golden.threshold, maxDiffPixels: golden.maxDiffPixels, record: golden.record,
        failureDirectory: location.failureDirectory, versionsPath: location.versionsPath)
    check.pageNames = (GoldenLocation.stem(of: testFilePath), name)
    do {
        let rendering = try prepare(renderer)
        if !golden.allowsWarnings, !rendering.warnings.isEmpty {
            let message =
                "\(name): the picture has warnings (`GoldenOptions(allowsWarnings: true)` accepts them):\n"
                + rendering.warnings.map(\.description).joined(separator: "\n")
            let count = rendering.warnings.count
            return check.listed(
                message, status: "failed",
                detail: "the picture has \(count == 1 ? "a warning" : "\(count) warnings")", name: location.failureName,
                warnings: rendering.warnings)
        }
        png = try renderer.png(rendering)
    } catch {
        let message = "\(name): could not render: \(error)"
        return check.listed(message, status: "failed", detail: "could not render: \(error)", name: location.failureName)
    }
    if let clash = GoldenClaims.claim(location.goldenPath, png: png, site: site ?? name, name: name) { return clash }
    return check.check(png: png, goldenPath: location.goldenPath, name: location.failureName)
}

/// Checks an animated spec's pictures at chosen times against goldens
/// named `NAME@TIMEs.png` (e.g. `card@0.15s.png`), one failure listing every
/// time that differs. Both ends are laid out once for all the times.
/// `times` are seconds from 0 to the animation's duration; the other
/// parameters are those of `assertRendering(specAt:…)`.
public func assertAnimation(
    specAt path: String,
    at times: [Double],
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = animationFailure(
        named: name ?? GoldenLocation.name(fromFunction: function), at: times, testFilePath: "\(filePath)",
        golden: golden, renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepareAnimation(renderer.decodeSpec(at: path, options: options), options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// The same for an animation built in Swift (`Animation(from:to:)`); its
/// pictures resolve against the test file's folder unless `baseDirectory` says.
public func assertAnimation(
    _ animation: Animation,
    canvas: CanvasSpec = CanvasSpec(),
    at times: [Double],
    baseDirectory: String? = nil,
    named name: String? = nil,
    options: RenderOptions = RenderOptions(),
    golden: GoldenOptions = GoldenOptions(),
    renderer: Renderer = Renderer(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = animationFailure(
        named: name ?? GoldenLocation.name(fromFunction: function), at: times, testFilePath: "\(filePath)",
        golden: golden, renderer: renderer, site: "\(fileID):\(line)"
    ) { renderer throws(BoxRenderError) in
        try renderer.prepare(
            animation, canvas: canvas, baseDirectory: baseDirectory ?? GoldenLocation.folder(of: "\(filePath)"),
            options: options)
    }
    if let failure { FailureReporting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Every time's golden checked; the failures in one message, or nil.
private func animationFailure(
    named name: String, at times: [Double], testFilePath: String, golden: GoldenOptions, renderer: Renderer,
    site: String, prepare: (Renderer) throws(BoxRenderError) -> AnimationRendering
) -> String? {
    let animation: AnimationRendering
    do {
        animation = try prepare(renderer)
    } catch {
        return "\(name): could not render: \(error)"
    }
    let failures = times.compactMap { time in
        renderingFailure(
            named: "\(name)@\(time)s", testFilePath: testFilePath, golden: golden, renderer: renderer, site: site
        ) { _ throws(BoxRenderError) in
            try animation.moment(at: time)
        }
    }
    return failures.isEmpty ? nil : failures.joined(separator: "\n")
}
