import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
final class Field: View {
  var allowsResign = true
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { allowsResign }
}

@MainActor
@Suite("First responder (§3.3)")
struct FirstResponderTests {
  @Test("§3.3 a plain view cannot become first responder")
  func defaultRefuses() {
    let scene = DemoScene()
    let view = View.named("Plain", frame: .zero, in: scene.window)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
  }

  @Test("§3.3 a view that can, becomes first responder only inside a window")
  func needsWindow() {
    let scene = DemoScene()
    let field = Field()
    #expect(!field.becomeFirstResponder())
    scene.window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && scene.application.firstResponder === field)
  }

  @Test("§3.3 taking over asks the current first responder to resign; a refusal blocks it")
  func takeOver() {
    let scene = DemoScene()
    let first = Field().named("First", in: scene.window)
    let second = Field().named("Second", in: scene.window)
    #expect(first.becomeFirstResponder())
    first.allowsResign = false
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder)
    first.allowsResign = true
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder && second.isFirstResponder)
  }

  @Test("§3.3 resignFirstResponder clears the status; leaving the window does too")
  func resign() {
    let scene = DemoScene()
    let field = Field().named("Field", in: scene.window)
    field.becomeFirstResponder()
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder && scene.application.firstResponder == nil)
    field.becomeFirstResponder()
    field.removeFromSuperview()
    #expect(!field.isFirstResponder)
  }
}
