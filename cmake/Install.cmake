# What `cmake --install` lays out, and so what every package contains.
#
#   Linux/Unix  bin/gomoku, share/gomoku/assets/..., share/applications, share/metainfo,
#               share/icons/hicolor, share/doc/gomoku (copyright, changelog), share/man/man6;
#               relocatable: gomoku finds its data relative to itself, wherever the tree
#               is moved.
#   Windows     gomoku.exe, its DLLs and assets/ side by side (a ZIP runs where unpacked).
#   macOS       Gomoku.app with everything inside (see cmake/App.cmake).
#
# pbrain-gomoku (the engine for Gomocup managers, src/engine) and gomoku-analyze (the review
# from the command line, src/analyze) go beside gomoku when they exist.

include(GNUInstallDirs)

# gomoku_gzip(SOURCE OUTPUT): OUTPUT is SOURCE compressed as Debian wants it (gzip -9n: best
# compression, no name or time stamp inside), made again whenever SOURCE changes.
function(gomoku_gzip source output)
  find_program(GOMOKU_GZIP gzip REQUIRED)
  set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${source})
  get_filename_component(_dir ${output} DIRECTORY)
  file(MAKE_DIRECTORY ${_dir})
  execute_process(COMMAND ${GOMOKU_GZIP} -9nc ${source} OUTPUT_FILE ${output} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "gzip of ${source} failed (${_rc})")
  endif()
endfunction()

if(NOT DEFINED GOMOKU_INSTALL_BINDIR) # no SDL game in this build (GOMOKU_BUILD_APP=OFF)
  if(WIN32)
    set(GOMOKU_INSTALL_BINDIR .)
  else()
    set(GOMOKU_INSTALL_BINDIR ${CMAKE_INSTALL_BINDIR})
  endif()
endif()

set(_gomoku_programs)
if(TARGET gomoku)
  list(APPEND _gomoku_programs gomoku)
endif()
if(TARGET pbrain-gomoku)
  list(APPEND _gomoku_programs pbrain-gomoku)
endif()
if(TARGET gomoku-analyze)
  list(APPEND _gomoku_programs gomoku-analyze)
endif()

if(APPLE)
  if(TARGET gomoku)
    install(TARGETS gomoku BUNDLE DESTINATION . COMPONENT game)
  endif()
  # Inside the bundle, so the disk image holds just Gomoku.app.
  foreach(_tool pbrain-gomoku gomoku-analyze)
    if(TARGET ${_tool})
      install(TARGETS ${_tool} RUNTIME DESTINATION Gomoku.app/Contents/MacOS COMPONENT game)
    endif()
  endforeach()
  if(TARGET gomoku)
    # Copy any non-system dylib the app uses (Homebrew's SDL2, say; vcpkg links statically)
    # into Contents/Frameworks and point the app at it, then sign the changed bundle again
    # (ad hoc): Apple silicon refuses to start code with a broken signature.
    install(CODE [[
      include(BundleUtilities)
      set(_app "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/Gomoku.app")
      fixup_bundle("${_app}" "" "")
      execute_process(COMMAND codesign --force --deep --sign - "${_app}" RESULT_VARIABLE _rc)
      if(NOT _rc EQUAL 0)
        message(WARNING "codesign of ${_app} failed (${_rc})")
      endif()
    ]] COMPONENT game)
  endif()
elseif(WIN32 AND _gomoku_programs)
  if(CMAKE_VERSION VERSION_LESS 3.21)
    message(FATAL_ERROR "Installing on Windows needs CMake 3.21 (runtime dependency sets)")
  endif()
  # The DLLs the programs load go beside the .exe; Windows' own DLLs stay out. Two sources:
  # the imported SDL2 libraries' DLLs as CMake knows them, and a scan of the programs (and
  # those DLLs) for everything else: their own dependencies, the compiler's runtime.
  if(TARGET gomoku)
    install(FILES $<TARGET_RUNTIME_DLLS:gomoku> DESTINATION ${GOMOKU_INSTALL_BINDIR} COMPONENT game)
  endif()
  set(_gomoku_dll_dirs)
  set(_gomoku_dll_skip)
  if(TARGET gomoku)
    list(APPEND _gomoku_dll_dirs $<TARGET_FILE_DIR:SDL2::SDL2> $<TARGET_FILE_DIR:SDL2_image::SDL2_image>
         $<TARGET_FILE_DIR:SDL2_mixer::SDL2_mixer> $<TARGET_FILE_DIR:SDL2_ttf::SDL2_ttf>)
  endif()
  if(MINGW)
    foreach(_dll libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
      execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${_dll}
                      OUTPUT_VARIABLE _path OUTPUT_STRIP_TRAILING_WHITESPACE)
      if(IS_ABSOLUTE "${_path}")
        get_filename_component(_dir ${_path} DIRECTORY)
        list(APPEND _gomoku_dll_dirs ${_dir})
      endif()
    endforeach()
  endif()
  if(CMAKE_CROSSCOMPILING)
    # CMake guesses the format from the host: tell it these are PE files, read by objdump.
    install(CODE "
      set(CMAKE_GET_RUNTIME_DEPENDENCIES_PLATFORM windows+pe)
      set(CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL objdump)
      set(CMAKE_GET_RUNTIME_DEPENDENCIES_COMMAND \"${CMAKE_OBJDUMP}\")" COMPONENT game)
    # The scan looks for lower-cased names, which a case-sensitive build host cannot find:
    # the SDL2 DLLs come from TARGET_RUNTIME_DLLS above (our mingw build of them needs
    # nothing but Windows itself).
    set(_gomoku_dll_skip "^sdl2")
  endif()
  install(TARGETS ${_gomoku_programs} RUNTIME_DEPENDENCY_SET gomoku_dlls
          RUNTIME DESTINATION ${GOMOKU_INSTALL_BINDIR} COMPONENT game)
  install(RUNTIME_DEPENDENCY_SET gomoku_dlls
          DIRECTORIES ${_gomoku_dll_dirs}
          PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-" ${_gomoku_dll_skip}
            # Part of every Windows; named here because a cross build cannot look them up.
            "^(kernel32|user32|gdi32|winmm|imm32|ole32|oleaut32|version|setupapi|shell32|advapi32|msvcrt|ws2_32|cfgmgr32|hid|dinput8|dxgi|d3d9|d3d11|d3d12|dwmapi|uxtheme|shlwapi|usp10|rpcrt4|comdlg32|opengl32|vcruntime140|vcruntime140_1|msvcp140|ucrtbase|ucrtbased|bcrypt|crypt32|ntdll)\\.dll$"
          POST_EXCLUDE_REGEXES ".*[/\\\\][Ss]ystem32[/\\\\].*" ".*[/\\\\][Ss]ys[Ww][Oo][Ww]64[/\\\\].*"
          RUNTIME DESTINATION ${GOMOKU_INSTALL_BINDIR} COMPONENT game)
  if(MSVC)
    # The Visual C++ runtime, for machines that lack it.
    set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${GOMOKU_INSTALL_BINDIR})
    set(CMAKE_INSTALL_SYSTEM_RUNTIME_COMPONENT game)
    include(InstallRequiredSystemLibraries)
  endif()
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${GOMOKU_INSTALL_BINDIR}
          RENAME LICENSE.txt COMPONENT game)
  # The licences of the DLLs shipped beside the program (build-mingw.sh fills this in).
  set(GOMOKU_THIRD_PARTY_LICENSES "" CACHE STRING
      "Licence files of the bundled libraries, installed into licenses/")
  if(GOMOKU_THIRD_PARTY_LICENSES)
    install(FILES ${GOMOKU_THIRD_PARTY_LICENSES} DESTINATION ${GOMOKU_INSTALL_BINDIR}/licenses
            COMPONENT game)
  endif()
elseif(_gomoku_programs)
  install(TARGETS ${_gomoku_programs} RUNTIME DESTINATION ${GOMOKU_INSTALL_BINDIR} COMPONENT game)
endif()

# The data folder (inside the bundle on macOS, put there by the build).
if(TARGET gomoku AND NOT APPLE)
  install(FILES ${GOMOKU_ASSET_ICON} DESTINATION ${GOMOKU_INSTALL_ASSETSDIR} COMPONENT game)
  install(FILES ${GOMOKU_ASSET_STONES} DESTINATION ${GOMOKU_INSTALL_ASSETSDIR}/stones COMPONENT game)
  install(FILES ${GOMOKU_ASSET_SOUNDS} DESTINATION ${GOMOKU_INSTALL_ASSETSDIR}/sounds COMPONENT game)
  install(FILES ${GOMOKU_FONT_FILES} ${GOMOKU_FONT_LICENCE}
          DESTINATION ${GOMOKU_INSTALL_ASSETSDIR}/fonts COMPONENT game)
  install(FILES ${GOMOKU_CATALOGS} DESTINATION ${GOMOKU_INSTALL_ASSETSDIR}/locale COMPONENT game)
endif()

# Desktop integration for Linux and other freedesktop.org systems.
if(TARGET gomoku AND UNIX AND NOT APPLE)
  set(_linux ${PROJECT_SOURCE_DIR}/packaging/linux)
  install(FILES ${_linux}/${GOMOKU_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT game)
  install(FILES ${_linux}/${GOMOKU_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT game)
  install(DIRECTORY ${_linux}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons COMPONENT game)
  # Debian wants share/doc/<package>/copyright (machine-readable: DEP-5) and a changelog in
  # Debian's format, compressed like the manual pages. The package is native (its version
  # has no Debian revision), so the changelog is changelog.gz, not changelog.Debian.gz.
  install(FILES ${_linux}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT game)
  gomoku_gzip(${_linux}/changelog ${CMAKE_BINARY_DIR}/doc/changelog.gz)
  install(FILES ${CMAKE_BINARY_DIR}/doc/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR}
          COMPONENT game)
endif()

# Manual pages (section 6: games) for every Unix but macOS, whose bundle has no place for them.
if(UNIX AND NOT APPLE)
  foreach(_program ${_gomoku_programs})
    configure_file(${PROJECT_SOURCE_DIR}/packaging/linux/man/${_program}.6.in
                   ${CMAKE_BINARY_DIR}/man/${_program}.6 @ONLY)
    gomoku_gzip(${CMAKE_BINARY_DIR}/man/${_program}.6 ${CMAKE_BINARY_DIR}/man/${_program}.6.gz)
    install(FILES ${CMAKE_BINARY_DIR}/man/${_program}.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6
            COMPONENT game)
  endforeach()
endif()
