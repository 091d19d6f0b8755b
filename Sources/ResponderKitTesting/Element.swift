import Foundation
import ResponderKit

/// A view a test names the way a user or an accessibility tool would: the view itself, its
/// `accessibilityIdentifier` (a string literal is one), its `accessibilityLabel`, a table's row or a
/// collection view's item.
///
/// An element is looked up when input is aimed at it, so it names whatever view matches then: a
/// row scrolled into view, a label whose text changed.
public enum Element: CustomStringConvertible, ExpressibleByStringLiteral {
  /// This view.
  case view(View)
  /// The first view, front to back, whose `accessibilityIdentifier` is this.
  case identifier(String)
  /// The first view, front to back, whose `accessibilityLabel` is this (a label's text, a
  /// button's title, unless set otherwise).
  case label(String)
  /// The cell of a table's row, scrolled into view first.
  case row(IndexPath, in: TableView)
  /// The cell of a collection view's item, scrolled into view first.
  case item(IndexPath, in: CollectionView)

  /// An identifier, written as a string literal: `try simulator.tap("Buy")`.
  public init(stringLiteral value: String) {
    self = .identifier(value)
  }

  /// The element in words, for failures.
  public var description: String {
    switch self {
    case .view(let view): MainActor.assumeIsolated { "the view \(view.traceName)" }
    case .identifier(let identifier): "the view with identifier \"\(identifier)\""
    case .label(let label): "the view labelled \"\(label)\""
    case .row(let path, _): "the table's row \(path.row) of section \(path.section)"
    case .item(let path, _): "the collection view's item \(path.item) of section \(path.section)"
    }
  }
}

extension InputSimulator {
  /// The view `element` names now, or `nil`.
  ///
  /// - Complexity: O(*n*) in the views of the application's windows.
  public func find(_ element: Element) -> View? {
    switch element {
    case .view(let view): return view
    case .identifier(let identifier):
      return firstView { $0.accessibilityIdentifier == identifier }
    case .label(let label):
      return firstView { $0.accessibilityLabel == label }
    case .row(let path, let table):
      table.scrollToRow(at: path, at: .none, animated: false)
      table.layoutIfNeeded()
      return table.cellForRow(at: path)
    case .item(let path, let collection):
      if collection.cellForItem(at: path) == nil {
        collection.scrollToItem(
          at: path, at: [.centeredVertically, .centeredHorizontally], animated: false)
      }
      collection.layoutIfNeeded()
      return collection.cellForItem(at: path)
    }
  }

  /// The view `element` names now; throws ``SimulationError`` naming it when there is none.
  public func view(_ element: Element) throws(SimulationError) -> View {
    guard let view = find(element) else {
      throw failure(.notFound(element.description))
    }
    return view
  }

  /// The first view, front to back across the windows, depth first, that `matches`.
  private func firstView(where matches: (View) -> Bool) -> View? {
    for window in application.windowsFrontToBack where !window.isHidden {
      var stack: [View] = [window]
      while let view = stack.popLast() {
        if matches(view) { return view }
        stack.append(contentsOf: view.subviews)
      }
    }
    return nil
  }
}
