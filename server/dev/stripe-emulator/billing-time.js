export function addInterval(fromSeconds, interval, count, anchorSeconds = fromSeconds) {
    if (interval === 'day')
        return fromSeconds + count * 86_400;
    if (interval === 'week')
        return fromSeconds + count * 7 * 86_400;
    const from = new Date(fromSeconds * 1000);
    const anchorDay = new Date(anchorSeconds * 1000).getUTCDate();
    const months = interval === 'year' ? 12 * count : count;
    const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(anchorDay, lastDay));
    return Math.floor(target.getTime() / 1000);
}
