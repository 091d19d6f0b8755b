// The executable of a build without the package's `Tool` trait (a package that depends on this one
// with `traits: []` builds every product, this one included, with `swift build --build-tests`):
// it says what it lacks and exits 2.
#if !Tool
  import Foundation

  @main
  enum ResponderKitWithoutTool {
    static func main() {
      let message =
        "responderkit: this build has no command line tool: it was built without the package's "
        + "'Tool' trait, which brings its dependencies. Build ResponderKit with its default traits.\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(2)
    }
  }
#endif
