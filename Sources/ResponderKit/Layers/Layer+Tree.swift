import Foundation

// The layer tree (`CALayer`'s `sublayers`, `superlayer`, `addSublayer(_:)` and kin). A view's
// layer's sublayers are its subviews' layers, in subview order, with the standalone layers that
// app code added among them where it added them: `sublayerList` holds that order once there is
// one, and `View+Hierarchy` keeps each subview's layer in it, placed as UIKit places it (added
// subviews' at the end, a view inserted above or below a sibling just above or below the
// sibling's layer; flowkey/UIKit-cross-platform's subview tests, run against Apple's UIKit).
// Hit-testing reads ``View/subviews`` only: a standalone layer takes no touches.

extension Layer {
  /// The layers inside this one, back to front; `nil` when there are none, as in Core Animation.
  /// Setting it replaces the standalone sublayers (a view's subviews stay).
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public var sublayers: [Layer]? {
    get {
      let layers = sublayerList ?? view?.subviews.map(\.layer) ?? []
      return layers.isEmpty ? nil : layers
    }
    set {
      for layer in sublayers ?? [] where layer.view == nil { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The layer this one is inside: its view's superview's layer, or the layer it was added to.
  public var superlayer: Layer? {
    if let superview = view?.superview { return superview.layer }
    return addedSuperlayer
  }

  /// Adds `layer` in front of the other sublayers, taking it out of its superlayer first. A
  /// view's layer added to a view's layer makes the view a subview, as `addSubview(_:)` does.
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public func addSublayer(_ layer: Layer) {
    insert(layer) { list in list.count }
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the end).
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    insert(layer) { list in min(Int(index), list.count) }
  }

  /// Inserts `layer` just in front of `sibling`, or in front of all when `sibling` is not a
  /// sublayer.
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    insert(layer) { list in list.firstIndex { $0 === sibling }.map { $0 + 1 } ?? list.count }
  }

  /// Inserts `layer` just behind `sibling`, or behind all when `sibling` is not a sublayer.
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    insert(layer) { list in list.firstIndex { $0 === sibling } ?? 0 }
  }

  /// Puts `newLayer` where `oldLayer`, a sublayer, is, and takes `oldLayer` out.
  ///
  /// - Complexity: O(*n*) in the number of sublayers.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer, oldLayer.superlayer === self else { return }
    insertSublayer(newLayer, above: oldLayer)
    oldLayer.removeFromSuperlayer()
  }

  /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview.
  ///
  /// - Complexity: O(*n*) in the number of the superlayer's sublayers.
  public func removeFromSuperlayer() {
    if let view, view.superview != nil {
      view.removeFromSuperview()
      return
    }
    guard let parent = addedSuperlayer else { return }
    parent.sublayerList?.removeAll { $0 === self }
    parent.dropListIfPlain()
    addedSuperlayer = nil
  }

  /// Inserts `layer` where `position` says in the full list of sublayers.
  private func insert(_ layer: Layer, at position: ([Layer]) -> Int) {
    guard layer !== self else { return }
    if let child = layer.view, let host = view {
      // A view's layer into a view's layer: the view becomes a subview, at the place the
      // position gives among its siblings' layers.
      var list = sublayers ?? []
      list.removeAll { $0 === layer }
      let index = position(list)
      let below = list[..<index].filter { $0.view?.superview === host && $0 !== layer }.count
      host.insertSubview(child, at: below)
      return
    }
    layer.removeFromSuperlayer()
    var list = sublayerList ?? view?.subviews.map(\.layer) ?? []
    list.insert(layer, at: position(list))
    sublayerList = list
    layer.addedSuperlayer = self
  }

  /// Forgets ``sublayerList`` once it is only the view's subviews' layers again.
  private func dropListIfPlain() {
    guard view != nil, let list = sublayerList, list.allSatisfy({ $0.view != nil }) else { return }
    sublayerList = nil
  }
}

extension View {
  /// Where a subview's layer goes among the layer's sublayers when the layer keeps a list.
  enum SublayerPlacement {
    /// In front of every sublayer (`addSubview`, `bringSubviewToFront`).
    case front
    /// Behind every sublayer (`sendSubviewToBack`).
    case back
    /// Just in front of a sibling's layer.
    case above(View)
    /// Just behind a sibling's layer.
    case below(View)
  }

  /// Places `subview`'s layer in this view's layer's list of sublayers, when it keeps one.
  ///
  /// - Complexity: O(*n*) in the number of sublayers; nothing when the layer keeps no list.
  func placeSublayer(of subview: View, _ placement: SublayerPlacement) {
    guard let layer = layerStorage, var list = layer.sublayerList else { return }
    let moved = subview.layer
    list.removeAll { $0 === moved }
    let index: Int
    switch placement {
    case .front: index = list.count
    case .back: index = 0
    case .above(let sibling):
      index = list.firstIndex { $0 === sibling.layerStorage }.map { $0 + 1 } ?? list.count
    case .below(let sibling): index = list.firstIndex { $0 === sibling.layerStorage } ?? list.count
    }
    list.insert(moved, at: index)
    layer.sublayerList = list
  }

  /// Takes `subview`'s layer out of this view's layer's list of sublayers, when it keeps one.
  func removeSublayer(of subview: View) {
    guard let layer = layerStorage, layer.sublayerList != nil, let moved = subview.layerStorage
    else { return }
    layer.sublayerList?.removeAll { $0 === moved }
  }
}
