"""A fresh page's tap on the playground server while four other pages flood it.

Starts the release-built server (`Benchmarks/.build/release/PlaygroundLoad`, E1's screen) and
times taps from a fresh page: each tap is a `down` and an `up`, timed from sending the `down`
to the state that answers the `up`. First with the server idle, then while four pages send a
finger's moves as fast as the server reads them. Prints the medians and their ratio
(BENCHMARKS.md, "Playground"). Needs the `websockets` package (PyPI).

Usage: python playground-load.py [TAPS]
"""

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time

import websockets

PORT = 18765
TOKEN = "playground-load-0123"
URL = f"ws://127.0.0.1:{PORT}/ws?token={TOKEN}"
ORIGIN = f"http://127.0.0.1:{PORT}"


def pointer(phase, pointer_id, x, y, ms):
    return json.dumps({"type": "pointer", "pointerId": pointer_id, "pointerType": "touch",
                       "phase": phase, "x": x, "y": y, "timestamp": ms})


async def next_state(ws):
    while True:
        message = await ws.recv()
        if '"type":"state"' in message:
            return


async def taps(count):
    """Times `count` taps on E1 from a fresh page, in seconds each."""
    times = []
    async with websockets.connect(URL, origin=ORIGIN, max_size=None) as ws:
        await next_state(ws)
        ms = 1000.0
        for _ in range(count):
            start = time.perf_counter()
            for phase in ("down", "up"):
                ms += 50
                await ws.send(pointer(phase, 1, 187, 300, ms))
                await next_state(ws)
            times.append(time.perf_counter() - start)
            ms += 400
            await asyncio.sleep(0.03)
    return times


async def flood(pointer_id, stop, sent):
    """A page sending a finger's moves as fast as the server takes them, until `stop`."""
    async with websockets.connect(URL, origin=ORIGIN, max_size=None) as ws:
        async def drain():
            async for _ in ws:
                pass
        reader = asyncio.create_task(drain())
        ms = 1000.0
        await ws.send(pointer("down", pointer_id, 100, 100, ms))
        while not stop.is_set():
            ms += 0.5
            await ws.send(pointer("move", pointer_id, 100 + ms % 50, 100, ms))
            sent[pointer_id] = sent.get(pointer_id, 0) + 1
            if sent[pointer_id] % 64 == 0:
                await asyncio.sleep(0)
        await ws.send(pointer("up", pointer_id, 100, 100, ms + 1))
        reader.cancel()


async def main(count):
    idle = await taps(count)
    stop = asyncio.Event()
    sent = {}
    flooders = [asyncio.create_task(flood(100 + i, stop, sent)) for i in range(4)]
    # Long enough for the sockets' buffers to fill: the pages then send as fast as the server
    # reads.
    await asyncio.sleep(5)
    loaded = await taps(count)
    stop.set()
    await asyncio.gather(*flooders, return_exceptions=True)
    idle_median = statistics.median(idle)
    loaded_median = statistics.median(loaded)
    print(f"tap (down and up, each to its state), median of {count}:")
    print(f"  idle server:          {idle_median * 1000:.2f} ms (p90 {sorted(idle)[int(count * 0.9)] * 1000:.2f})")
    print(f"  four pages flooding:  {loaded_median * 1000:.2f} ms (p90 {sorted(loaded)[int(count * 0.9)] * 1000:.2f})")
    print(f"  ratio:                {loaded_median / idle_median:.2f}")
    print(f"  moves the four pages sent meanwhile: {sum(sent.values())}")


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    server = subprocess.Popen([os.path.join(here, ".build/release/PlaygroundLoad"), str(PORT), TOKEN],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        server.stdout.readline()
        time.sleep(0.5)
        asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 40))
    finally:
        server.terminate()
        server.wait(timeout=10)
