// The model's value types (`Spec`, `Size`, `Color`, …) are part of BoxRender's
// API: a user who imports BoxRender can name them without knowing the targets.
@_exported import BoxModel
