import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Every error path of the loader, with its exact message: file, line, column, key path, and what
/// was expected.
@Suite("Scenario files: loader errors")
struct ScenarioLoaderErrorTests {
  @Test(
    "Errors name the file, line, column and key, and say what was expected",
    arguments: [
      (
        "views:\n  - id: A\n    fram: [0, 0, 10, 10]\n",
        "s.yaml:3:5: views[0]: unknown key 'fram'; did you mean 'frame'? (expected one of: id, frame, boundsOrigin, transform, alpha, isHidden, isUserInteractionEnabled, isMultipleTouchEnabled, isExclusiveTouch, clipsToBounds, zPosition, controller, touchArea, passThrough, redirectTo, subviews, kind, contentSize, contentOffset, contentInset, isScrollEnabled, isPagingEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, decelerationRate, delaysContentTouches, canCancelContentTouches, isEnabled, isOn, targets, gestures, implements, callsSuper, performs, canBecomeFirstResponder, becomesFirstResponder, onTouchesBegan, backgroundColor, touchesShouldBegin, touchesShouldCancel, rows, sections, allowsSelection, allowsMultipleSelection, cellSubviews, contentSubviews, items, itemSize, minimumLineSpacing, minimumInteritemSpacing, scrollDirection, refreshControl, navigationOrientation, interPageSpacing, panRequiresToFail, rowHeight, value, min, max, continuous, stepValue, wraps, autorepeat, segments, selected, momentary, keyCommands, textInput, animation, constraints, text, axis, spacing, distribution, alignment, layoutMarginsRelativeArrangement)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    backgroundColor: '#12345'\n",
        "s.yaml:4:22: views[0].backgroundColor: backgroundColor '#12345' is not a colour: write '#rrggbb', '#rrggbbaa' or a name such as 'systemBlue'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10]\n",
        "s.yaml:3:12: views[0].frame: expected a frame: [x, y, width, height]"
      ),
      (
        "views:\n  - frame: [0, 0, 10, 10]\n",
        "s.yaml:2:5: views[0]: a view needs an 'id'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n  - id: A\n    frame: [0, 0, 10, 10]\n",
        "s.yaml:4:9: views[1].id: the id 'A' is used twice"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, ten, 10]\n",
        "s.yaml:3:19: views[0].frame[2]: expected a number, got 'ten'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    alpha: 2\n",
        "s.yaml:4:12: views[0].alpha: alpha must be between 0 and 1"
      ),
      (
        "views: []\ntouches:\n  - tapp: [1, 2]\n",
        "s.yaml:3:5: touches[0]: unknown key 'tapp'; did you mean 'tap'? (expected one of: tap, doubleTap, longPress, drag, swipe, pinch, rotate, samples, shake, wait, key, click, pointerDrag, hover, wheel, trackpad, trackpadPinch, trackpadRotate)"
      ),
      (
        "views: []\ntouches:\n  - samples:\n      - {id: 1, phase: start, at: [1, 1], time: 0}\n",
        "s.yaml:4:24: touches[0].samples[0].phase: unknown phase 'start' (expected one of: began, moved, stationary, ended, cancelled)"
      ),
      (
        "views: []\nexpect:\n  - touch: 1\n    hit: Nobody\n",
        "s.yaml:4:10: expect[0].hit: no view has the id 'Nobody'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    redirectTo: B\n",
        "s.yaml:4:17: views[0].redirectTo: 'B' is not a descendant of 'A'"
      ),
      (
        "views: [\n",
        "s.yaml:2:1: expected a value here (a number, a text, a [list] or a {mapping}), but found the end of the file"
      ),
      ("touches: []\n", "s.yaml:1:1: needs 'views', the window's subviews"),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    kind: buton\n",
        "s.yaml:4:11: views[0].kind: unknown kind 'buton'; did you mean 'button'? (expected one of: view, button, switch, scrollView, imageView, label, control, list, row, slider, stepper, segmentedControl, table, navigation, textField, collection, pages, stack)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    contentSize: [10, 100]\n",
        "s.yaml:4:18: views[0].contentSize: 'contentSize' is for scroll views (kind: scrollView, list, table or collection)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tap, name: t, numberOfTapsRequired: 9223372036854775807}\n",
        "s.yaml:5:52: views[0].gestures[0].numberOfTapsRequired: 9223372036854775807 is out of range: numbers in a scenario are from -10000000 to 10000000"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 1e200, 10]\n",
        "s.yaml:3:19: views[0].frame[2]: 1e200 is out of range: numbers in a scenario are from -10000000 to 10000000"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tap, name: t, numberOfTapsRequired: 101}\n",
        "s.yaml:5:52: views[0].gestures[0].numberOfTapsRequired: numberOfTapsRequired is from 1 to 100, not 101"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    rows: 3\n",
        "s.yaml:4:11: views[0].rows: 'rows' is for lists and tables (kind: list, kind: table)"
      ),
      (
        "views:\n  - {id: L, kind: list, frame: [0, 0, 10, 10], rows: 2.5}\n",
        "s.yaml:2:54: views[0].rows: 'rows' is a whole number of rows from 0 to 1000"
      ),
      (
        "views:\n  - {id: R, kind: row, frame: [0, 0, 10, 10]}\n",
        "s.yaml:2:19: views[0].kind: a row (kind: row) belongs directly in a list (kind: list)"
      ),
      (
        "views:\n  - {id: L, kind: list, frame: [0, 0, 10, 10], rows: 1, subviews: [{id: L.row0, frame: [0, 0, 1, 1]}]}\n",
        "s.yaml:2:54: views[0].rows: the generated row id 'L.row0' is used by another view"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tapp, name: t}\n",
        "s.yaml:5:16: views[0].gestures[0].type: unknown gesture type 'tapp'; did you mean 'tap'? (expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, swing, hover, custom)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: doubleTap, name: t}\n",
        "s.yaml:5:16: views[0].gestures[0].type: unknown gesture type 'doubleTap'; write type: tap with numberOfTapsRequired: 2 (expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, swing, hover, custom)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tap, name: t, requireToFail: [dbl]}\n",
        "s.yaml:5:46: views[0].gestures[0].requireToFail[0]: no gesture is named 'dbl'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tap, name: t}\n      - {type: pan, name: t}\n",
        "s.yaml:6:27: views[0].gestures[1].name: the gesture name 't' is used twice"
      ),
      (
        "views: []\nexpect:\n  - {gesture: swipe, recognized: true}\n",
        "s.yaml:3:15: expect[0].gesture: no gesture is named 'swipe'"
      ),
    ])
  func errors(yaml: String, message: String) {
    expectLoadError(yaml, message)
  }

  @Test(
    "Errors of controllers, presentations, targets, delegates, first responders and expectations",
    arguments: [
      (
        "views:\n  - id: Root\n    frame: [0, 0, 100, 100]\n    controller: Main\n",
        "s.yaml:3:12: views[0].frame: the root view of a window's root view controller fills the window: [0, 0, 375, 667]"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    controller: Main\n  - id: B\n    frame: [0, 0, 375, 667]\n    controller: Other\n",
        "s.yaml:7:17: views[1].controller: the window has one root view controller; nest this view in its root view to make 'B' a child's view"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    controller: Main\n    subviews:\n      - {id: B, frame: [0, 0, 10, 10], controller: Main}\n",
        "s.yaml:6:52: views[0].subviews[0].controller: the controller title 'Main' is used twice"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    controller: A\n",
        "s.yaml:4:17: views[0].controller: 'A' names both a view and a view controller"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 10, 10]}\npresented:\n  - controller: Sheet\n    by: Root\n    view: {id: S}\n",
        "s.yaml:5:9: presented[0].by: no view controller is titled 'Root'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: Root}\npresented:\n  - {controller: S1, by: Root, view: {id: S}}\n  - {controller: S2, by: Root, view: {id: T}}\n",
        "s.yaml:5:26: presented[1].by: 'Root' already presents a controller"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: Root}\npresented:\n  - {controller: S1, by: Root, view: {id: S, frame: [0, 0, 10, 10]}}\n",
        "s.yaml:4:53: presented[0].view.frame: the root view of a presented view controller fills the window: [0, 0, 375, 667]"
      ),
      (
        "views:\n  - id: B\n    kind: button\n    frame: [0, 0, 44, 44]\n    targets:\n      - {action: save, events: [touchUpInsde], target: Root}\n",
        "s.yaml:6:33: views[0].targets[0].events[0]: unknown control event 'touchUpInsde'; did you mean 'touchUpInside'?"
      ),
      (
        "views:\n  - id: B\n    kind: button\n    frame: [0, 0, 44, 44]\n    targets:\n      - {action: save, events: [touchUpInside], target: Root}\n",
        "s.yaml:6:57: views[0].targets[0].target: a target is a view, a view controller or AppDelegate; none is named 'Root'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 44, 44]\n    targets:\n      - {action: save, events: [touchUpInside]}\n",
        "s.yaml:5:7: views[0].targets: 'targets' is for controls (kind: button, switch, slider, stepper, segmentedControl or control)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 44, 44]\n    gestures:\n      - {type: tap, name: t, shouldReceive: {except: [Nope]}}\n",
        "s.yaml:5:55: views[0].gestures[0].shouldReceive.except[0]: no view has the id 'Nope'"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 44, 44]\n    gestures:\n      - {type: tap, name: t, shouldReceive: {only: [A]}}\n",
        "s.yaml:5:46: views[0].gestures[0].shouldReceive: unknown key 'only' (expected one of: except)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44], becomesFirstResponder: true}\n  - {id: B, frame: [0, 0, 44, 44], becomesFirstResponder: true}\n",
        "s.yaml:3:59: views[1].becomesFirstResponder: 'A' already becomes first responder; only one responder can"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44], kind: button, onTouchesBegan: shake}\n",
        "s.yaml:2:66: views[0].onTouchesBegan: 'onTouchesBegan' is for plain views (kind: view)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44], onTouchesBegan: shak}\n",
        "s.yaml:2:52: views[0].onTouchesBegan: unknown touchesBegan action 'shak'; did you mean 'shake'? (expected one of: shake, becomeFirstResponder, resignFirstResponder)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44], implements: [motionBegun]}\n",
        "s.yaml:2:49: views[0].implements[0]: unknown method 'motionBegun' (expected one of: touchesBegan, touchesMoved, touchesEnded, touchesCancelled, motionBegan, motionEnded, motionCancelled, pressesBegan, pressesChanged, pressesEnded, pressesCancelled)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nexpect:\n  - {view: A, received: [touchesBegan, {touchesEnded: [1], touchesMoved: [1]}]}\n",
        "s.yaml:4:40: expect[0].received[1]: a call with touches is one method and its touch ids: {touchesBegan: [1, 2]}"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nexpect:\n  - {view: A, received: [touchesBegun]}\n",
        "s.yaml:4:26: expect[0].received[0]: unknown method 'touchesBegun'; did you mean 'touchesBegan'?"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nexpect:\n  - {touch: 1}\n",
        "s.yaml:4:5: expect[0]: a touch expectation needs 'hit' (a view id or none) or 'tapCount'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nexpect:\n  - {view: Nope, responderChain: [A]}\n",
        "s.yaml:4:12: expect[0].view: no view has the id 'Nope'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nexpect:\n  - {view: A}\n",
        "s.yaml:4:5: expect[0]: an expectation is one of: {touch, hit}, {touch, tapCount}, {view, received[, at]}, {view, responderChain}, {gesture, recognized[, touch][, at]}, {control, events}, {view, contentOffset[, afterTouch]}, {list, selected}, {action, performedBy}, {action, sent: false}"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\nappDelegate: {perform: [x]}\n",
        "s.yaml:3:15: appDelegate: unknown key 'perform'; did you mean 'performs'? (expected one of: performs)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 44, 44]}\ntouches:\n  - shake: {duraton: 1}\n",
        "s.yaml:4:13: touches[0].shake: unknown key 'duraton'; did you mean 'duration'? (expected one of: duration)"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    controller: {name: Root}\n",
        "s.yaml:4:18: views[0].controller: unknown key 'name' (expected one of: title, performs, keyCommands, canBecomeFirstResponder, becomesFirstResponder)"
      ),

      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], callsSuper: true}\n",
        "s.yaml:2:46: views[0].callsSuper: 'callsSuper' goes with 'implements'"
      ),
      (
        "views:\n  - {id: A, kind: button, frame: [0, 0, 9, 9], implements: [touchesBegan]}\n",
        "s.yaml:2:60: views[0].implements: 'implements' is for plain views (kind: view)"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: {performs: [x]}}\n",
        "s.yaml:2:50: views[0].controller: a controller needs a 'title'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], gestures: [{type: tap}]}\n",
        "s.yaml:2:45: views[0].gestures[0]: a gesture needs a 'name'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], gestures: [{name: t}]}\n",
        "s.yaml:2:45: views[0].gestures[0]: a gesture needs a 'type': tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, swing, hover, custom"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: Root}\npresented:\n  - {controller: Sheet, by: Root}\n",
        "s.yaml:4:5: presented[0]: a presentation needs 'controller', 'by' and 'view'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: Root}\npresented:\n  - {controller: Sheet, by: Root, view: {id: S, controller: Other}}\n",
        "s.yaml:4:61: presented[0].view.controller: a presented view's controller is the presentation's 'controller'"
      ),
      (
        "views: []\ntouches:\n  - samples:\n      - {id: 1, phase: began, at: [1, 1]}\n",
        "s.yaml:4:9: touches[0].samples[0]: a sample needs 'time'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], canBecomeFirstResponder: false, becomesFirstResponder: true}\n",
        "s.yaml:2:89: views[0].becomesFirstResponder: a view that cannot become first responder cannot be made one"
      ),
      (
        "views: []\ntouches:\n  - {tap: [1, 1], wait: 1}\n",
        "s.yaml:3:5: touches[0]: each step has exactly one of: tap, doubleTap, longPress, drag, swipe, pinch, rotate, samples, shake, wait, key, click, pointerDrag, hover, wheel, trackpad, trackpadPinch, trackpadRotate"
      ),
      (
        "views: {id: A}\n",
        "s.yaml:1:8: views: expected a list"
      ),
      (
        "views:\n  - just a string\n",
        "s.yaml:2:5: views[0]: expected a mapping with keys id, frame, boundsOrigin, transform, alpha, isHidden, isUserInteractionEnabled, isMultipleTouchEnabled, isExclusiveTouch, clipsToBounds, zPosition, controller, touchArea, passThrough, redirectTo, subviews, kind, contentSize, contentOffset, contentInset, isScrollEnabled, isPagingEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, decelerationRate, delaysContentTouches, canCancelContentTouches, isEnabled, isOn, targets, gestures, implements, callsSuper, performs, canBecomeFirstResponder, becomesFirstResponder, onTouchesBegan, backgroundColor, touchesShouldBegin, touchesShouldCancel, rows, sections, allowsSelection, allowsMultipleSelection, cellSubviews, contentSubviews, items, itemSize, minimumLineSpacing, minimumInteritemSpacing, scrollDirection, refreshControl, navigationOrientation, interPageSpacing, panRequiresToFail, rowHeight, value, min, max, continuous, stepValue, wraps, autorepeat, segments, selected, momentary, keyCommands, textInput, animation, constraints, text, axis, spacing, distribution, alignment, layoutMarginsRelativeArrangement"
      ),
      (
        "views:\n  - {id: [A], frame: [0, 0, 9, 9]}\n",
        "s.yaml:2:10: views[0].id: expected a string"
      ),
      (
        "views: []\nexpect:\n  - {touch: one, hit: none}\n",
        "s.yaml:3:13: expect[0].touch: expected a whole number, got 'one'"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], isHidden: maybe}\n",
        "s.yaml:2:44: views[0].isHidden: expected true or false, got 'maybe'"
      ),
      (
        "views:\n  - {[1]: x}\n",
        "s.yaml:2:5: views[0]: keys must be strings"
      ),
      (
        "views: []\ntouches:\n  - longPress: {duration: 1}\n",
        "s.yaml:3:16: touches[0].longPress: longPress needs 'at'"
      ),
      (
        "window: {width: 100}\nviews: []\n",
        "s.yaml:1:9: window: needs width and height"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 9, 9], gestures: [{type: tap, name: t, shouldReceive: {}}]}\n",
        "s.yaml:2:81: views[0].gestures[0].shouldReceive: shouldReceive is true, false, or {except: [view ids]}"
      ),
      (
        "views:\n  - {id: A}\n",
        "s.yaml:2:5: views[0]: view 'A' needs a 'frame': [x, y, width, height]"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    frame: [0, 0, 20, 20]\n",
        "s.yaml:3:5: a mapping has the key 'frame' twice; give each key once"
      ),
      (
        "views:\n  - {id: L, kind: scrollView, frame: [0, 0, 9, 9], decelerationRate: 1.5}\n",
        "s.yaml:2:70: views[0].decelerationRate: a deceleration rate is normal, fast, or the velocity kept per millisecond, between 0 and 1"
      ),
      (
        "views:\n  - {id: B, kind: button, frame: [0, 0, 9, 9], isOn: true}\n",
        "s.yaml:2:54: views[0].isOn: 'isOn' is for switches (kind: switch)"
      ),
    ])
  func moreErrors(yaml: String, message: String) {
    expectLoadError(yaml, message)
  }
}
