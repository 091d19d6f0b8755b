import Foundation
import ResponderKit

// SDLHost [--exit-after SECONDS]: the screen in a real window until it is closed (or for SECONDS,
// a whole number).

/// The command line.
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--exit-after"), index + 1 < arguments.count,
  let seconds = UInt32(arguments[index + 1])
{
  signal(SIGALRM) { _ in _exit(0) }  // the log is written unbuffered: nothing is lost
  alarm(seconds)
}
/// The screen, kept alive while the window shows it.
let screen = Screen()
/// The number of frames drawn so far.
var framesShown = 0
/// SDL's error, if the window could not open; nil once the window is closed.
let failure = runSDL(HostDriver(), size: screen.window.bounds.size) {
  framesShown += 1
  if framesShown == 1 { log("screenshot-ready") }
}
log(failure.map { "error: SDL: \($0)" } ?? "quit")
exit(failure == nil ? 0 : 1)
