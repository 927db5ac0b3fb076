// Branch names a deployment may name (and the contract's pattern for them): git's rules for a branch
// (`git check-ref-format --branch`) narrowed to plain characters, so the name is never an option, a revision
// expression (`main~1`, `HEAD@{1}`) or a path out of refs/heads/.

/** The contract's pattern (PlatformDeployRequest.branch). */
export const BRANCH_PATTERN =
  '^(?![-./])(?!.*\\.\\.)(?!.*//)(?!.*/\\.)(?!.*\\.lock(?:/|$))(?!.*[/.]$)[A-Za-z0-9._/-]{1,255}$';

const BRANCH = new RegExp(BRANCH_PATTERN);

export const isBranchName = (name: string): boolean => BRANCH.test(name);
