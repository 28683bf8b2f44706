# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS): run on the staged files of every package.
# For the DEB only, the programs move from usr/bin to usr/games, where Debian's policy puts
# games (lintian: package-section-games-but-contains-no-game). The game still finds its data:
# ../share/gomoku/assets is the same path from either folder. The TGZ and `cmake --install`
# keep bin/, which is on every user's PATH (~/.local/bin).
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
foreach(_staged ${CPACK_TEMPORARY_INSTALL_DIRECTORY})
  file(GLOB _programs "${_staged}/usr/bin/*")
  if(_programs)
    file(MAKE_DIRECTORY "${_staged}/usr/games")
    foreach(_program ${_programs})
      get_filename_component(_name "${_program}" NAME)
      file(RENAME "${_program}" "${_staged}/usr/games/${_name}")
    endforeach()
    file(REMOVE_RECURSE "${_staged}/usr/bin") # empty now
  endif()
endforeach()
