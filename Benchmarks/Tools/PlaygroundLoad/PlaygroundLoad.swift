import Foundation
import ResponderKitPlayground

/// The playground server on E1's screen, built in release with the benchmarks, for
/// `Benchmarks/playground-load.py` to measure a fresh page's tap while other pages flood it
/// (BENCHMARKS.md, "Playground"). It prints `ready` once it listens.
///
/// Usage: `PlaygroundLoad PORT TOKEN`.
@main
enum PlaygroundLoad {
  static func main() async throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2, let port = Int(arguments[0]) else {
      FileHandle.standardError.write(Data("usage: PlaygroundLoad PORT TOKEN\n".utf8))
      exit(2)
    }
    let server = PlaygroundServer(
      source: try ScreenSource(path: nil), port: port, token: arguments[1])
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    try await server.run()
  }
}
