export declare function runSearchBench(): Promise<number>
