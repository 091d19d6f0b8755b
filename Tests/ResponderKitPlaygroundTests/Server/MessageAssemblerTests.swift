import Foundation
import NIOCore
import Testing

@testable import ResponderKitPlayground

@Suite("WebSocket frames into messages, held to the size limit")
struct MessageAssemblerTests {
  private func frame(_ kind: MessageAssembler.FrameKind, _ text: String, fin: Bool = true)
    -> (MessageAssembler.FrameKind, ByteBuffer, Bool)
  {
    (kind, ByteBuffer(string: text), fin)
  }

  private func add(
    _ assembler: inout MessageAssembler, _ frame: (MessageAssembler.FrameKind, ByteBuffer, Bool)
  ) -> MessageAssembler.Output {
    assembler.add(frame.0, frame.1, fin: frame.2)
  }

  @Test("A fragmented message is put together")
  func fragments() {
    var assembler = MessageAssembler()
    #expect(add(&assembler, frame(.text, "{\"type\"", fin: false)) == .incomplete)
    #expect(add(&assembler, frame(.continuation, ": \"save\"}")) == .text(#"{"type": "save"}"#))
    #expect(add(&assembler, frame(.text, "next")) == .text("next"))
  }

  @Test("A message past the limit is reported with its size, and the next one is read whole")
  func oversized() {
    var assembler = MessageAssembler()
    let half = String(repeating: "x", count: PlaygroundLimits.maximumMessageBytes / 2 + 10)
    #expect(add(&assembler, frame(.text, half, fin: false)) == .incomplete)
    #expect(add(&assembler, frame(.continuation, half)) == .oversized(bytes: half.utf8.count * 2))
    #expect(add(&assembler, frame(.text, "small")) == .text("small"))
  }

  @Test("A binary message is reported as such")
  func binary() {
    var assembler = MessageAssembler()
    #expect(add(&assembler, frame(.binary, "bytes")) == .binary)
  }
}

@Suite("Frames out of order are a protocol violation")
struct MessageAssemblerOrderTests {
  @Test("A continuation with no message started is refused, not run as a message")
  func bareContinuation() {
    var assembler = MessageAssembler()
    let output = assembler.add(.continuation, ByteBuffer(string: #"{"type": "save"}"#), fin: true)
    #expect(output == .violation("a continuation frame arrived with no message started"))
  }

  @Test(
    "A new data frame inside a fragmented message is refused, not dropped silently",
    arguments: [MessageAssembler.FrameKind.text, .binary])
  func newFrameInside(kind: MessageAssembler.FrameKind) {
    var assembler = MessageAssembler()
    #expect(assembler.add(.text, ByteBuffer(string: "{"), fin: false) == .incomplete)
    guard case .violation(let reason) = assembler.add(kind, ByteBuffer(string: "x"), fin: true)
    else {
      Issue.record("the new frame was taken")
      return
    }
    #expect(reason.contains("before the fragmented message before it ended"))
  }
}
