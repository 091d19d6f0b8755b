import ResponderKit

// MARK: Time

/// Foundation's `Timer` as UIKit code uses it, on the engine's deterministic clock: a file that
/// imports only this module gets it for `Timer.scheduledTimer(...)`. (A file that also imports
/// Foundation by name sees Foundation's `Timer` instead; write `RunLoopTimer` there.)
public final class Timer: RunLoopTimer {}
