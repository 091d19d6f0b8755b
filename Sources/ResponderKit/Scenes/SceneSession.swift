import Foundation

/// The lasting record of a scene: UIKit's `UISceneSession`. It names the scene's role and the
/// configuration it was made from, and outlives a disconnection of its scene.
@preconcurrency @MainActor
open class SceneSession {
  /// The scene connected to the session, if any.
  open internal(set) weak var scene: Scene?
  /// The session's role.
  public let role: Role
  /// The configuration the scene was made from.
  open internal(set) var configuration: SceneConfiguration
  /// An identifier unique within the application: `session-1`, `session-2`, ... in the order the
  /// sessions were made, so that runs are reproducible.
  public let persistentIdentifier: String
  /// Data the app keeps with the session.
  open var userInfo: [String: Any]?

  /// Creates a session.
  init(role: Role, configuration: SceneConfiguration, persistentIdentifier: String) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
  }

  /// The role a scene plays, with UIKit's raw values.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public var rawValue: String
    /// Creates a role.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a role, as UIKit's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The main, interactive window of an app.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A window on an external display that takes no input.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

extension SceneSession: Hashable {
  /// Sessions are equal only when they are the same object, as `NSObject` gives UIKit's.
  nonisolated public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
