import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UICoordinateSpace: views and the screen's spaces convert points and rects (issue 28)")
struct CoordinateSpaceTests {
  /// A window at (100, 200) on the screen holding a view at (10, 20) scaled by 2.
  func hierarchy() -> (Window, View) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 100, y: 200, width: 300, height: 300), application: application)
    let view = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    return (window, view)
  }

  @Test("A view's point goes to the screen's space through its window's frame and transforms")
  func viewToScreen() {
    let (_, view) = hierarchy()
    let space = Screen.main.coordinateSpace
    // The view's centre (25, 25) is at window (35, 45), screen (135, 245); scale 2 doubles offsets.
    #expect(view.convert(CGPoint(x: 25, y: 25), to: space) == CGPoint(x: 135, y: 245))
    #expect(view.convert(CGPoint(x: 0, y: 0), to: space) == CGPoint(x: 85, y: 195))
    #expect(view.convert(CGPoint(x: 85, y: 195), from: space) == .zero)
    #expect(space.convert(CGPoint(x: 135, y: 245), to: view) == CGPoint(x: 25, y: 25))
  }

  @Test("Rects convert as the bounding box of their corners, both ways")
  func rects() {
    let (window, view) = hierarchy()
    let space: CoordinateSpace = Screen.main.fixedCoordinateSpace
    let rect = view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: space)
    #expect(rect == CGRect(x: 85, y: 195, width: 100, height: 100))
    #expect(space.convert(rect, to: view) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(
      window.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: space)
        == CGRect(x: -100, y: -200, width: 1, height: 1))
  }

  @Test("A view is a coordinate space: conversion between views through the protocol")
  func viewsAsSpaces() {
    let (window, view) = hierarchy()
    let asSpace: CoordinateSpace = window
    #expect(view.convert(CGPoint(x: 25, y: 25), to: asSpace) == CGPoint(x: 35, y: 45))
    #expect(asSpace.bounds == window.bounds)
  }

  @Test("The screen's spaces have its bounds; nativeScale follows scale unless set")
  func screen() {
    let screen = Screen.main
    #expect(screen.coordinateSpace.bounds == screen.bounds)
    #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
    #expect(screen.nativeScale == screen.scale)
    #expect(screen.nativeBounds.width == screen.bounds.width * screen.scale)
  }

  @Test("A coordinate space that is neither a view nor a screen's stops with a message")
  func foreignSpace() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Foreign: CoordinateSpace {
          var bounds: CGRect { .zero }
          func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint { point }
          func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint { point }
          func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect { rect }
          func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect { rect }
        }
        _ = View().convert(CGPoint.zero, to: Foreign())
      }
    }
  }
}
