# Plays one transcript through pbrain-gomoku: the lines marked '>' go to its stdin (all at
# once: the engine answers commands in order), and its stdout, without MESSAGE and DEBUG
# lines, must be exactly the lines marked '<'. The program must exit with code 0 in time.
#
#   cmake -DENGINE=<pbrain-gomoku> -DTRANSCRIPT=<file> -DWORK_DIR=<dir> -P run_transcript.cmake
#
# Transcript lines:
#   # ...               a comment (blank lines are skipped too)
#   > text              the line "text" (everything after "> ") goes to stdin
#   >                   an empty line goes to stdin
#   >@repeat N text     "text" repeated N times, then a line end
#   >@nonl text         "text" with no line end (the input's last bytes)
#   >@file name         the bytes of the file `name` next to the transcript, as they are
#   < text              the next output line is exactly "text"
#   <~ regex            the next output line matches the CMake regex (anchored at both ends)
# Output bytes '\', ';', '[' and ']' (which CMake lists cannot hold) are compared as <bs>,
# <sc>, <lb> and <rb>, so an expected line spells them that way. In a transcript, '[' and
# ']' must pair up within a line (as in a regex's [0-9]).
cmake_minimum_required(VERSION 3.20)

foreach(var ENGINE TRANSCRIPT WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_transcript.cmake: -D${var}=... is missing")
  endif()
endforeach()

get_filename_component(name "${TRANSCRIPT}" NAME_WE)
get_filename_component(here "${TRANSCRIPT}" DIRECTORY)
set(dir "${WORK_DIR}/${name}")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")

file(READ "${TRANSCRIPT}" content)
# CMake lists are ';'-separated strings: spell the bytes that would break them as words
# while the lines are handled, and put them back in what goes to stdin.
string(REPLACE "\\" "<bs>" content "${content}")
string(REPLACE ";" "<sc>" content "${content}")
string(REPLACE "\r" "" content "${content}")
string(REPLACE "\n" ";" lines "${content}")

set(pieces "")
set(chunk "")
set(chunk_count 0)
set(expected "")
macro(flush_chunk)
  if(NOT chunk STREQUAL "")
    string(REPLACE "<sc>" ";" chunk "${chunk}")
    string(REPLACE "<bs>" "\\" chunk "${chunk}")
    math(EXPR chunk_count "${chunk_count} + 1")
    set(piece "${dir}/piece${chunk_count}.txt")
    file(WRITE "${piece}" "${chunk}")
    list(APPEND pieces "${piece}")
    set(chunk "")
  endif()
endmacro()

foreach(line IN LISTS lines)
  if(line STREQUAL "" OR line MATCHES "^#")
    continue()
  elseif(line MATCHES "^>@repeat ([0-9]+) (.*)$")
    string(REPEAT "${CMAKE_MATCH_2}" ${CMAKE_MATCH_1} repeated)
    string(APPEND chunk "${repeated}\n")
  elseif(line MATCHES "^>@nonl (.*)$")
    string(APPEND chunk "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^>@file (.*)$")
    flush_chunk()
    list(APPEND pieces "${here}/${CMAKE_MATCH_1}")
  elseif(line STREQUAL ">")
    string(APPEND chunk "\n")
  elseif(line MATCHES "^> (.*)$")
    string(APPEND chunk "${CMAKE_MATCH_1}\n")
  elseif(line MATCHES "^<~ (.*)$")
    list(APPEND expected "~${CMAKE_MATCH_1}")
  elseif(line MATCHES "^< (.*)$")
    list(APPEND expected "=${CMAKE_MATCH_1}")
  else()
    message(FATAL_ERROR "${TRANSCRIPT}: cannot read the line '${line}'")
  endif()
endforeach()
flush_chunk()

set(input "${dir}/stdin.bin")
if(pieces)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E cat ${pieces} OUTPUT_FILE "${input}" RESULT_VARIABLE cat_rc)
  if(NOT cat_rc EQUAL 0)
    message(FATAL_ERROR "could not assemble the input of ${TRANSCRIPT}")
  endif()
else()
  file(WRITE "${input}" "")
endif()

execute_process(COMMAND "${ENGINE}"
                INPUT_FILE "${input}"
                OUTPUT_VARIABLE out
                ERROR_VARIABLE err
                RESULT_VARIABLE rc
                TIMEOUT 120)

string(REPLACE "\r" "" out "${out}")
string(REPLACE "\\" "<bs>" out "${out}")
string(REPLACE ";" "<sc>" out "${out}")
string(REPLACE "[" "<lb>" out "${out}")
string(REPLACE "]" "<rb>" out "${out}")
string(REPLACE "\n" ";" out_lines "${out}")
set(actual "")
foreach(line IN LISTS out_lines)
  if(line STREQUAL "" OR line MATCHES "^MESSAGE" OR line MATCHES "^DEBUG")
    continue()
  endif()
  list(APPEND actual "${line}")
endforeach()

set(problems "")
if(NOT rc STREQUAL "0")
  string(APPEND problems "exit status '${rc}' instead of 0\n")
endif()
list(LENGTH expected n_expected)
list(LENGTH actual n_actual)
if(n_expected GREATER n_actual)
  set(n ${n_expected})
else()
  set(n ${n_actual})
endif()
if(n GREATER 0)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    set(want "")
    set(got "<nothing>")
    if(i LESS n_expected)
      list(GET expected ${i} want)
    endif()
    if(i LESS n_actual)
      list(GET actual ${i} got)
    endif()
    math(EXPR line_no "${i} + 1")
    if(want STREQUAL "")
      string(APPEND problems "reply ${line_no}: unexpected '${got}'\n")
    elseif(want MATCHES "^~(.*)$")
      if(NOT got MATCHES "^(${CMAKE_MATCH_1})$")
        string(APPEND problems "reply ${line_no}: '${got}' does not match '${CMAKE_MATCH_1}'\n")
      endif()
    else()
      string(SUBSTRING "${want}" 1 -1 want)
      if(NOT got STREQUAL want)
        string(APPEND problems "reply ${line_no}: '${got}' instead of '${want}'\n")
      endif()
    endif()
  endforeach()
endif()

if(problems)
  message(FATAL_ERROR "${TRANSCRIPT}:\n${problems}--- stdout:\n${out}\n--- stderr:\n${err}")
endif()
message(STATUS "${name}: ${n_actual} replies as expected")
