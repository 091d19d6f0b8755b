import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("UIKit's shapes: identity, optionality, initializers, controllers (issue 9)")
struct UIKitShapeTests {
  @Test("Responders and recognizers are equal only to themselves, and hash by identity")
  func identity() {
    let a = View()
    let b = View()
    #expect(a == a && a != b)
    #expect(Set<Responder>([a, b, a]).count == 2)
    let tap = TapGestureRecognizer()
    #expect(tap == tap && tap != TapGestureRecognizer())
  }

  @Test("§8.8 gestureRecognizers is nil with none attached, and setting it attaches and detaches")
  func optionalRecognizers() {
    let view = View()
    #expect(view.gestureRecognizers == nil)
    let tap = TapGestureRecognizer()
    let pan = PanGestureRecognizer()
    view.gestureRecognizers = [tap, pan]
    #expect(view.gestureRecognizers == [tap, pan] && pan.view === view)
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil && tap.view == nil)
  }

  @Test("A window made without an application joins Application.shared")
  func windowsJoinShared() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(window.application === Application.shared)
    let own = Application()
    own.attach(window)
    #expect(window.application === own && !Application.shared.windows.contains(window))
  }

  @Test("§3.1 a controller's root view has its window's size in viewDidLoad; appearance callbacks")
  func controllerLifecycle() {
    final class Probe: ViewController {
      var log: [String] = []
      override func viewDidLoad() { log.append("load \(Int(view.bounds.width))") }
      override func viewWillAppear(_ animated: Bool) { log.append("will appear") }
      override func viewDidAppear(_ animated: Bool) { log.append("did appear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("will disappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("did disappear") }
    }
    let scene = DemoScene(windowSize: CGSize(width: 320, height: 480))
    let root = Probe()
    scene.window.rootViewController = root
    let sheet = Probe()
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    sheet.dismiss(animated: true)
    #expect(root.log == ["load 320", "will appear", "did appear"])
    #expect(
      sheet.log == ["load 320", "will appear", "did appear", "will disappear", "did disappear"])
    #expect(completed && root.presentedViewController == nil)
  }

  @Test("§3.3 endEditing makes the first responder in the subtree resign")
  func endEditing() {
    final class Field: View {
      override var canBecomeFirstResponder: Bool { true }
    }
    let scene = DemoScene()
    let form = View(frame: scene.window.bounds)
    let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    form.addSubview(field)
    scene.window.addSubview(form)
    #expect(field.becomeFirstResponder())
    let elsewhere = View()
    scene.window.addSubview(elsewhere)
    #expect(elsewhere.endEditing(true) && field.isFirstResponder)
    #expect(form.endEditing(false) && !field.isFirstResponder)
  }

  @Test("Buttons keep titles, colours and images per state, falling back to the normal ones")
  func buttonContent() {
    let button = Button(type: .system)
    #expect(button.buttonType == .system && button.frame == .zero)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .highlighted)
    button.setImage(Image(named: "disk"), for: .normal)
    #expect(button.title(for: .disabled) == "Save" && button.currentTitle == "Save")
    button.isHighlighted = true
    #expect(button.currentTitle == "Saving" && button.currentImage?.name == "disk")
    #expect(button.traceName == "Save")
  }

  @Test("Colours from components, greys and hues, as CSS for the renderer")
  func colors() {
    #expect(Color.systemBlue.cssValue == "#007aff")
    #expect(Color(white: 0.5, alpha: 0.5).cssValue == "rgba(128, 128, 128, 0.5)")
    #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1) == .red)
    #expect(Color.red.withAlphaComponent(0).alpha == 0)
  }

  @Test("§2.1 image views and labels start with interaction off; their subtrees take no touches")
  func imageViewsAndLabels() {
    let image = ImageView(image: Image(size: CGSize(width: 30, height: 20)))
    #expect(image.frame.size == CGSize(width: 30, height: 20) && !image.isUserInteractionEnabled)
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Hello"
    #expect(!label.isUserInteractionEnabled && label.traceName == "Hello")
    let button = Button(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    image.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    image.addSubview(button)
    #expect(image.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    image.isUserInteractionEnabled = true
    #expect(image.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
  }
}
