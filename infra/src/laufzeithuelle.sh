#!/bin/bash
# A Lambda wrapper script (AWS_LAMBDA_EXEC_WRAPPER, knapperSpeicher.ts): Lambda's Node runtime
# starts `node <its flags> /var/runtime/index.mjs` and gives V8 a young generation of a tenth of
# the function's memory (512 MB: --max-semi-space-size=25). This passes the runtime's own command
# on with a smaller semi-space just before the entry script — V8 takes the last value of a flag,
# and NODE_OPTIONS cannot lower it (the command line wins over it).
args=("$@")
exec "${args[@]:0:$#-1}" "--max-semi-space-size=${LIEFERDESK_SEMI_SPACE_MB:-4}" "${args[@]: -1}"
