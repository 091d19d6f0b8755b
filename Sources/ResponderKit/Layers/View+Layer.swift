import Foundation

extension View {
  /// The view's layer (`CALayer`): made on first use from ``layerClass``, then the same object
  /// for the view's life. Its geometry, opacity, visibility and clipping are the view's.
  public var layer: Layer {
    if let layerStorage { return layerStorage }
    let made = (type(of: self).layerClass as? Layer.Type)?.init() ?? Layer()
    made.view = self
    layerStorage = made
    return made
  }

  /// The layer's ``Layer/zPosition`` without making a layer: 0 for a view whose layer was never
  /// asked for.
  var layerZPosition: CGFloat { layerStorage?.zPosition ?? 0 }
}
