import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Touch lifecycle properties (§4, §6)")
struct TouchLifecyclePropertyTests {
  @Test(
    "Property: every touch that reaches touchesBegan ends or is cancelled exactly once, in that view"
  )
  func everyTouchEndsOnce() async {
    await propertyCheck(
      count: 200, input: ViewSpec.gen.array(of: 1...12), InputStep.gen.array(of: 1...60)
    ) { specs, steps in
      let (scene, views) = buildHierarchy(specs)
      var log: [ViewCall] = []
      for view in views {
        view.onCall = { method, touches, _ in
          log.append((view.traceName, method, touches.logged))
        }
      }
      playRandomly(steps, on: scene)
      scene.application.cancelAllTouches()
      verifyEveryBeganTouchEndsOnce(log)
    }
  }
}
