export declare function projectCopy(root: string, dir: string): string;
