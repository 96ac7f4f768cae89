// Statement 002 under a name the statement does not give.
string tic_tac_toe(vector<vector<int>>& moves) { return "Pending"; }
