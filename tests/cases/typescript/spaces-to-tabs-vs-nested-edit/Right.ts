export function total(items: number[]): number {
    let sum = 0;
    for (const item of items) {
        if (Number.isNaN(item)) {
            continue;
        }
        sum += item;
    }
    return sum;
}
