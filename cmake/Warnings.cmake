# Warnings on for our own targets only (third-party headers stay quiet).
function(gomoku_warnings target)
  if(MSVC)
    # /utf-8: the sources are UTF-8 (texts such as "Board: {0}×{0}" are msgids as written).
    target_compile_options(${target} PRIVATE /W4 /permissive- /utf-8)
  else()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  endif()
endfunction()
