import type { Stack } from "aws-cdk-lib";
import { AppFunction, type AppFunctionProps } from "../../constructs/app-function";
import type { FunctionResources } from "../../constructs/function-resources";

/** Where the API stack makes its functions: the stack, what they may be granted, and its map of them by id. */
export interface ApiFunctions {
  stack: Stack;
  resources: FunctionResources;
  functions: Map<string, AppFunction>;
}

/** One function of the stack, with the stack's resources, kept in its map under its construct id. */
export function addFunction(api: ApiFunctions, id: string, props: Omit<AppFunctionProps, "resources">): AppFunction {
  const fn = new AppFunction(api.stack, id, { ...props, resources: api.resources });
  api.functions.set(id, fn);
  return fn;
}
