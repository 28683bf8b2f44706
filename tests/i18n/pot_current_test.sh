#!/bin/bash
# The committed template po/gomoku.pot holds exactly the texts the source has now: extracts
# them again (po/update_pot.sh, xgettext) into a scratch folder and compares.
#   pot_current_test.sh SOURCE_DIR SCRATCH_DIR
set -u
source_dir=$1
scratch=$2
command -v xgettext > /dev/null || { echo "SKIP: xgettext missing (apt install gettext)"; exit 77; }
mkdir -p "$scratch"
bash "$source_dir/po/update_pot.sh" "$scratch/gomoku.pot" || { echo "FAIL: update_pot.sh failed"; exit 1; }
if ! diff -u "$source_dir/po/gomoku.pot" "$scratch/gomoku.pot"; then
    echo "FAIL: po/gomoku.pot is out of date: run po/update_pot.sh, then"
    echo "      msgmerge --update po/zh_CN.po po/gomoku.pot and translate what is new"
    exit 1
fi
echo "po/gomoku.pot is current ($(grep -c '^msgid ' "$scratch/gomoku.pot") entries with the header)"
