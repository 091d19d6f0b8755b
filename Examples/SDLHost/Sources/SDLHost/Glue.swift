import CSDL2
import Foundation
import ResponderKit

/// Shows `driver`'s screen in an SDL window until quit (nil) or SDL fails (its error).
@MainActor func runSDL(_ driver: HostDriver, size: CGSize, shown: () -> Void) -> String? {
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")  // touches make no mouse (nor mouse touches)
  let (centre, width, height) = (Int32(0x2FFF_0000), Int32(size.width), Int32(size.height))
  guard SDL_Init(SDL_INIT_VIDEO) == 0,
    let window = SDL_CreateWindow("SDLHost", centre, centre, width, height, 0),
    let renderer = SDL_CreateRenderer(window, -1, 0)
  else { return String(cString: SDL_GetError()) }
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  var event = SDL_Event()
  while true {
    // Time runs to now (the fingers' frame goes, timers fire); the screen is drawn if it changed;
    // then sleep until input arrives or the engine's next timer is due (-1: none, no timeout).
    do { try driver.run(until: TimeInterval(SDL_GetTicks()) / 1000) } catch { print(error) }
    if driver.needsRedraw { draw(driver.updateDisplayList(), renderer, presented: shown) }
    let wait = driver.sleepInterval(at: TimeInterval(SDL_GetTicks()) / 1000).map { $0 * 1000 }
    guard SDL_WaitEventTimeout(&event, Int32((wait ?? -1).rounded(.up))) == 1 else { continue }
    repeat {  // every event waiting
      if event.type == SDL_QUIT.rawValue { return nil }
      if event.type == SDL_WINDOWEVENT.rawValue { draw(driver.updateDisplayList(), renderer) }
      do { try feed(event, to: driver, size: size) } catch { print("input refused: \(error)") }
    } while SDL_PollEvent(&event) == 1
  }
}

/// Feeds one SDL event to `driver`, stamped with the event's time; ignores other events.
@MainActor func feed(_ event: SDL_Event, to driver: HostDriver, size: CGSize) throws {
  let (time, type) = (TimeInterval(event.common.timestamp) / 1000, SDL_EventType(event.type))
  let (mouse, wheel, finger) = (event.button, event.wheel, event.tfinger)
  switch type {
  case SDL_MOUSEMOTION:
    try driver.pointerMoved(to: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), at: time)
  case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
    let number = [1: 1, 2: 3, 3: 2][mouse.button] ?? Int(mouse.button)  // SDL: left, middle, right
    let location = CGPoint(x: Int(mouse.x), y: Int(mouse.y))
    try driver.pointerButton(
      .button(number), isDown: type == SDL_MOUSEBUTTONDOWN, at: location, platformTime: time)
  case SDL_MOUSEWHEEL:  // y > 0: away from the user; x > 0: rightwards; "flipped" negates both
    let sign: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    let ticks = CGVector(dx: CGFloat(-sign * wheel.preciseX), dy: CGFloat(sign * wheel.preciseY))
    let location = CGPoint(x: Int(wheel.mouseX), y: Int(wheel.mouseY))
    try driver.wheel(ticks: ticks, at: location, platformTime: time)
  case SDL_WINDOWEVENT where UInt32(event.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue:
    try driver.pointerExited(at: time)
  case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:  // x and y: 0 to 1 across the window
    let phase = [SDL_FINGERDOWN: TouchSample.Phase.began, SDL_FINGERUP: .ended][type] ?? .moved
    let location = CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
    try driver.finger(UInt64(bitPattern: finger.fingerId), phase, at: location, platformTime: time)
  case SDL_KEYDOWN, SDL_KEYUP:  // SDL's scancodes are USB HID usages
    let key = KeyboardHIDUsage(rawValue: Int(event.key.keysym.scancode.rawValue))
    try driver.key(
      key, isDown: type == SDL_KEYDOWN, isRepeat: event.key.repeat != 0, platformTime: time)
  default: break
  }
}

/// Draws `list` back to front, each background over its view's corners, clipped; `presented`.
func draw(_ list: DisplayList, _ renderer: OpaquePointer, presented: () -> Void = {}) {
  SDL_RenderClear(renderer)  // all black (clip ignored): the draw colour is never changed
  for item in list {
    guard let c = item.backgroundColor, !item.clip.isEmpty else { continue }
    let rgba = [c.red, c.green, c.blue, c.alpha * item.alpha].map { UInt8(($0 * 255).rounded()) }
    let clip = item.clip.integral  // SDL clips to whole pixels
    let edges = [clip.minX, clip.minY, clip.width, clip.height].map { Int32($0) }
    var rect = SDL_Rect(x: edges[0], y: edges[1], w: edges[2], h: edges[3])
    SDL_RenderSetClipRect(renderer, &rect)
    let colour = SDL_Color(r: rgba[0], g: rgba[1], b: rgba[2], a: rgba[3])
    let (p0, p1, p2, p3) = item.corners  // upright or turned: two triangles
    let points = [p0, p1, p2, p3].map { SDL_FPoint(x: Float($0.x), y: Float($0.y)) }
    let vertices = points.map { SDL_Vertex(position: $0, color: colour, tex_coord: SDL_FPoint()) }
    SDL_RenderGeometry(renderer, nil, vertices, 4, [0, 1, 2, 0, 2, 3], 6)
  }
  SDL_RenderPresent(renderer)
  presented()
}
