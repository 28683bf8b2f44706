# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (the -posix flavour: the
# default win32-threads compiler has no std::thread).
#   cmake -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64-x86_64.cmake \
#         -DCMAKE_PREFIX_PATH=/where/sdl2/for/mingw/is ...
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(GOMOKU_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${GOMOKU_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${GOMOKU_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${GOMOKU_MINGW_TRIPLE}-windres)
set(CMAKE_OBJDUMP ${GOMOKU_MINGW_TRIPLE}-objdump CACHE FILEPATH "objdump for PE files")

# Look for libraries and headers only in the mingw sysroot and the prefixes we are given,
# never in the host's /usr (whose Linux SDL2 would be picked up otherwise).
set(CMAKE_FIND_ROOT_PATH /usr/${GOMOKU_MINGW_TRIPLE} ${CMAKE_PREFIX_PATH})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Tests (and try_run) run through wine when it is there.
# Debian: /usr/bin/wine comes with the "wine" package, wine64 alone has /usr/lib/wine.
find_program(GOMOKU_WINE NAMES wine wine64 HINTS /usr/lib/wine)
if(GOMOKU_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${GOMOKU_WINE})
endif()
