import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Misuses of controls, recognizers, scroll views and selectors (issue 45): where UIKit raises,
/// the program stops with a message naming the exception; where UIKit carries on silently, so
/// does the engine (Choices §14.11).
@Suite("§14.11 Misuse of controls, recognizers, scroll views and selectors")
struct UIKitExceptionTests {
  // Source: Apple's documentation of UIStepper.stepValue: "If you attempt to set this property's
  // value to 0 or to a negative number, the system raises an invalidArgumentException exception"
  // (developer.apple.com/documentation/uikit/uistepper/stepvalue).
  @Test("§11.7 a stepValue of 0 stops the program with NSInvalidArgumentException")
  func stepperStepValue() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        Stepper().stepValue = 0
      }
    }
    #expect(namesException(result, "NSInvalidArgumentException"))
  }

  // Source: github.com/mapbox/mapbox-maps-ios/issues/1074: "Fatal Exception: NSRangeException
  // -[UIPinchGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (1)."; the swipe
  // recognizer answers from its own starting points, with the same check.
  @Test("§8.9 a swipe's location of a touch it does not have stops the program")
  func swipeLocationOfTouch() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = SwipeGestureRecognizer().location(ofTouch: 0, in: nil)
      }
    }
    #expect(namesException(result, "NSRangeException"))
    #expect(
      standardError(of: result).contains(
        "-[UISwipeGestureRecognizer locationOfTouch:inView:]: index (0) beyond bounds (0)."))
  }

  // Source: Core Animation refuses non-finite geometry with the CALayerInvalidGeometry exception
  // ("CALayer bounds contains NaN"); a scroll view's offset is its layer's bounds origin. The
  // exception is well known but no crash log was retrieved for this call: the engine names it.
  @Test("§10 a content offset that is not finite stops the program")
  func nonFiniteOffset() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          .setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: false)
      }
    }
    #expect(namesException(result, "CALayerInvalidGeometry"))
  }

  // Source: github.com/SVProgressHUD/SVProgressHUD/issues/976: "'NSInvalidArgumentException',
  // reason: '-[familymarkets.AppDelegate window]: unrecognized selector sent to instance
  // 0x1d008fc80'".
  @Test("§3.4 perform with a selector the object does not respond to stops the program")
  func unrecognizedSelector() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = Responder().perform(Selector("archive:"))
      }
    }
    #expect(namesException(result, "NSInvalidArgumentException"))
    #expect(
      standardError(of: result).contains(
        "-[UIResponder archive:]: unrecognized selector sent to instance <UIResponder: 0x"
      ))
  }

  // Source: Apple documents no exception for UITapGestureRecognizer.buttonMaskRequired, and
  // none was found in public crash logs: the engine keeps an empty mask and carries on, the tap
  // failing for the wrong buttons.
  @Test("§9.1 an empty buttonMaskRequired is kept and no tap matches it")
  @MainActor
  func emptyButtonMask() throws {
    let scene = DemoScene()
    let view = View(frame: scene.window.bounds)
    scene.window.addSubview(view)
    let tap = TapGestureRecognizer()
    var recognized = 0
    tap.addHandler { _ in recognized += 1 }
    view.addGestureRecognizer(tap)
    tap.buttonMaskRequired = []
    #expect(tap.buttonMaskRequired.isEmpty)
    try scene.tap(at: CGPoint(x: 50, y: 50))
    scene.application.clock.advance(by: 1)
    #expect(recognized == 0 && tap.state == .possible)
  }

  // Source: UIKit's header computes the mask with no check (`UIEventButtonMaskForButtonNumber`,
  // a shift, UIEvent.h): nothing is raised or logged, so the engine carries on with the empty
  // mask for a number no shift can hold.
  @Test("§22.3 a button number outside 1...64 gives the empty mask and carries on")
  func buttonNumberOutOfRange() {
    #expect(Event.ButtonMask.button(0).isEmpty && Event.ButtonMask.button(65).isEmpty)
    #expect(Event.ButtonMask.button(1) == .primary && Event.ButtonMask.button(2) == .secondary)
  }
}
