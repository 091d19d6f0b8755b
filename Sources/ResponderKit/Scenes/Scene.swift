import Foundation

/// One instance of an app's user interface: UIKit's `UIScene`. It is a responder: a window in a
/// window scene passes what it does not handle to its scene, and the scene to the application
/// (§3.1). The application makes scenes (`connectScene(role:)`); app code meets
/// them in its scene delegate.
@preconcurrency @MainActor
open class Scene: Responder {
  /// The session the scene belongs to.
  public let session: SceneSession
  /// The scene's delegate, held strongly as UIKit's scene holds it.
  open var delegate: SceneDelegate?
  /// Where the scene is in its life: ``ActivationState-swift.enum/unattached`` until it connects.
  public internal(set) var activationState: ActivationState = .unattached
  /// The scene's title, shown by the system in app switchers; the engine only keeps it.
  open var title: String! = ""
  /// The application the scene is connected to, unretained: the application holds its connected
  /// scenes and clears this when it lets one go (``Application/disconnect(_:)``, its `deinit`).
  @exclusivity(unchecked) final var applicationPointer: Unmanaged<Application>?

  /// Creates a scene for a session. Required, so that the application can make a scene of the
  /// class a ``SceneConfiguration`` names.
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// The application the scene is connected to, if any.
  public var application: Application? { applicationPointer?.takeUnretainedValue() }

  /// The application (§3.1).
  open override var next: Responder? { application }

  /// The scene's title when it has one, else its type's name.
  open override var traceName: String {
    if let title, !title.isEmpty { return title }
    return String(describing: type(of: self))
  }

  /// The states of a scene, with UIKit's raw values.
  public enum ActivationState: Int, Hashable, Sendable, CaseIterable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen but not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// What a scene was connected for: UIKit's `UIScene.ConnectionOptions`. A headless connection
  /// carries no URLs, shortcut or user activities, so it is empty but for where it came from.
  @preconcurrency @MainActor
  public final class ConnectionOptions {
    /// The bundle identifier of the app that asked for the scene; `nil`, as for a launch.
    public let sourceApplication: String?

    /// Creates connection options.
    public init(sourceApplication: String? = nil) {
      self.sourceApplication = sourceApplication
    }
  }
}
