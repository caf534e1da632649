// A golden test needs the tree types too (`Box`, `StyledLine`, `CanvasSpec`…):
// importing BoxRenderTesting alone is enough to write one.
@_exported import BoxRender
