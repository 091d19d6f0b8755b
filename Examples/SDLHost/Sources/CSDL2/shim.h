// SDL2's whole C API, for Swift.
#include <SDL2/SDL.h>
