// Statement 002 that requires a module that is not there.
const missing = require("a_module_that_is_not_there");

function tictactoe(moves) {
  return missing ? "Pending" : "Draw";
}

module.exports = { tictactoe };
