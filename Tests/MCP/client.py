#!/usr/bin/env python3
"""End-to-end test of `responderkit mcp` with the reference Python MCP client (PyPI `mcp`): it
starts the real binary over stdio, lists the tools, loads a seed example by path and a screen by
text, explains a point, traces a script, lints and renders, and checks each answer.
Usage: client.py RESPONDERKIT_BINARY REPOSITORY_ROOT"""
import asyncio
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

binary, root = sys.argv[1], sys.argv[2]
failures = []


def check(condition, what, detail=""):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)
        print("     " + detail.replace("\n", "\n     ")[:2000])


def is_error(result):
    # The client's models spell it isError (1.x) or is_error (2.x).
    return bool(getattr(result, "is_error", getattr(result, "isError", False)))


def text_of(result):
    return "\n".join(item.text for item in result.content if item.type == "text")


async def main():
    server = StdioServerParameters(command=binary, args=["mcp"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
            check(getattr(info, "server_info", getattr(info, "serverInfo", None)).name == "responderkit", "the server names itself", str(info))
            tools = [tool.name for tool in (await session.list_tools()).tools]
            check(tools == ["load_screen", "explain", "trace", "lint", "render"], "five tools", str(tools))

            # A seed example by path: E5, two overlapping branches.
            path = os.path.join(root, "Examples", "E5-overlapping-branches.yaml")
            loaded = await session.call_tool("load_screen", {"path": path})
            check(not is_error(loaded) and "E5-overlapping-branches.yaml" in text_of(loaded),
                  "a scenario file loads by path", text_of(loaded))
            traced = await session.call_tool("trace", {})
            check(not is_error(traced) and "touch 1" in text_of(traced), "its own script traces",
                  text_of(traced))

            # A screen by text, with a point explained and a script traced.
            screen = ("views:\n"
                      "  - {id: Buy, kind: button, frame: [100, 400, 120, 44]}\n"
                      "  - {id: Overlay, frame: [0, 380, 375, 100], isUserInteractionEnabled: false}\n")
            loaded = await session.call_tool("load_screen", {"text": screen, "name": "shop.yaml"})
            check(not is_error(loaded) and "2 views" in text_of(loaded), "a screen loads by text",
                  text_of(loaded))
            explained = await session.call_tool("explain", {"x": 150, "y": 420})
            answer = text_of(explained)
            check("hit view Buy" in answer and "Overlay: misses it: user interaction disabled" in answer,
                  "explain names the hit view and why the overlay misses", answer)
            traced = await session.call_tool(
                "trace", {"script": [{"tap": [150, 420]}],
                          "expect": [{"control": "Buy", "events": ["touchDown", "touchUpInside", "primaryActionTriggered"]}]})
            check(not is_error(traced), "a given script traces and its expectation holds", text_of(traced))
            failed = await session.call_tool(
                "trace", {"script": [{"tap": [10, 10]}], "expect": [{"touch": 1, "hit": "Buy"}]})
            check(is_error(failed) and "expectation failed" in text_of(failed),
                  "a failed expectation is an error result", text_of(failed))
            lint = await session.call_tool("lint", {})
            check(not is_error(lint), "lint answers", text_of(lint))
            svg = await session.call_tool("render", {})
            check("<svg" in text_of(svg) and "Buy" in text_of(svg), "render returns the SVG", text_of(svg)[:300])
            # A pasted recursiveDescription, read as a screen.
            dump = ("<UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>\n"
                    "   | <UIButton: 0x7f02; frame = (100 400; 120 44); opaque = NO; layer = <CALayer: 0x6002>>\n"
                    "   | <UIView: 0x7f03; frame = (0 380; 375 100); userInteractionEnabled = NO; layer = <CALayer: 0x6003>>\n")
            loaded = await session.call_tool("load_screen", {"text": dump, "name": "pasted.txt"})
            check(not is_error(loaded) and "note: read from a recursiveDescription dump" in text_of(loaded),
                  "a pasted recursiveDescription loads, with what it cannot say", text_of(loaded))
            explained = text_of(await session.call_tool("explain", {"x": 150, "y": 420}))
            check("hit view UIButton" in explained and "misses it: user interaction disabled" in explained,
                  "explain on a dump names the hit view and the miss", explained)
            bad = await session.call_tool("load_screen", {"text": "views: [", "name": "bad.yaml"})
            check(is_error(bad) and text_of(bad).startswith("bad.yaml:"), "a bad file is a located error",
                  text_of(bad))


asyncio.run(main())
if failures:
    print("%d failed" % len(failures))
    sys.exit(1)
print("all passed")
