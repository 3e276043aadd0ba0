<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoardVerdict</name>
    <message>
        <source>Solvable: the current board can reach this goal.</source>
        <translation>可解：当前棋盘能够到达此目标。</translation>
    </message>
    <message>
        <source>Solvable: this board can reach its goal.</source>
        <translation>可解：此棋盘能够到达其目标。</translation>
    </message>
    <message>
        <source>Too many %1s: %2 of them, and the game has eight of each digit.</source>
        <translation>数字 %1 过多：共 %2 个，而游戏中每个数字各有八个。</translation>
    </message>
    <message>
        <source>Too few %1s: %2 of them, and the game has eight of each digit.</source>
        <translation>数字 %1 过少：只有 %2 个，而游戏中每个数字各有八个。</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Save as PNG...</source>
        <translation>另存为 PNG...</translation>
    </message>
    <message>
        <source>Save as SVG...</source>
        <translation>另存为 SVG...</translation>
    </message>
    <message>
        <source>Save the chart as SVG</source>
        <translation>将图表保存为 SVG</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>将图表保存为 PNG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>图表未保存</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Breadth-first search</source>
        <translation>广度优先搜索</translation>
    </message>
    <message>
        <source>BFS</source>
        <translation>BFS</translation>
    </message>
    <message>
        <source>Bidirectional BFS</source>
        <translation>双向广度优先搜索</translation>
    </message>
    <message>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <source>IDA*</source>
        <translation>IDA*</translation>
    </message>
    <message>
        <source>Distance tables</source>
        <translation>距离表</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>距离表</translation>
    </message>
    <message>
        <source>Weighted A* (at most %1x the shortest)</source>
        <translation>加权 A*（最多为最短解的 %1 倍）</translation>
    </message>
    <message>
        <source>Weighted A*</source>
        <translation>加权 A*</translation>
    </message>
    <message>
        <source>Staged (near-shortest, up to 5x5)</source>
        <translation>分阶段（接近最短，至多 5x5）</translation>
    </message>
    <message>
        <source>Staged</source>
        <translation>分阶段</translation>
    </message>
    <message>
        <source>Row by row (fast, not optimal)</source>
        <translation>逐行求解（快速，非最优）</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>逐行求解</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Misplaced tiles</source>
        <translation>错位方块数</translation>
    </message>
    <message>
        <source>Misplaced</source>
        <translation>错位方块</translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation>曼哈顿距离</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>曼哈顿</translation>
    </message>
    <message>
        <source>Manhattan + linear conflict</source>
        <translation>曼哈顿距离 + 线性冲突</translation>
    </message>
    <message>
        <source>Linear conflict</source>
        <translation>线性冲突</translation>
    </message>
    <message>
        <source>Walking distance</source>
        <translation>行走距离</translation>
    </message>
    <message>
        <source>Pattern databases 5-5-5</source>
        <translation>模式数据库 5-5-5</translation>
    </message>
    <message>
        <source>PDB 5-5-5</source>
        <translation>PDB 5-5-5</translation>
    </message>
    <message>
        <source>Pattern databases 6-6-3</source>
        <translation>模式数据库 6-6-3</translation>
    </message>
    <message>
        <source>PDB 6-6-3</source>
        <translation>PDB 6-6-3</translation>
    </message>
    <message>
        <source>Pattern databases 7-8 (large: minutes to build)</source>
        <translation>模式数据库 7-8（较大：构建需数分钟）</translation>
    </message>
    <message>
        <source>PDB 7-8</source>
        <translation>PDB 7-8</translation>
    </message>
    <message>
        <source>Centre count</source>
        <translation>中心计数</translation>
    </message>
    <message>
        <source>Centre distance table</source>
        <translation>中心距离表</translation>
    </message>
    <message>
        <source>Centre table</source>
        <translation>中心距离表</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Gaschnig (swaps with the blank)</source>
        <translation>Gaschnig 启发式（与空格交换）</translation>
    </message>
    <message>
        <source>Gaschnig</source>
        <translation>Gaschnig</translation>
    </message>
    <message>
        <source>Tries every board one move further out before the next</source>
        <translation>逐层向外尝试所有棋盘，试完一层再进入下一层</translation>
    </message>
    <message>
        <source>Searches out from the board and back from the goal until the two meet</source>
        <translation>同时从棋盘向外、从目标向回搜索，直到两者相遇</translation>
    </message>
    <message>
        <source>Expands the board with the smallest moves-so-far plus estimate first</source>
        <translation>优先扩展“已走步数 + 估计值”最小的棋盘</translation>
    </message>
    <message>
        <source>Repeats a depth-first search with a rising bound on moves-so-far plus estimate</source>
        <translation>反复进行深度优先搜索，并逐步提高“已走步数 + 估计值”的界限</translation>
    </message>
    <message>
        <source>Looks every move up in tables of exact distances</source>
        <translation>每一步都从精确距离表中查出</translation>
    </message>
    <message>
        <source>A* that trusts the estimate %1 times as much, to finish sooner</source>
        <translation>将估计值放大 %1 倍的 A*，以便更快完成</translation>
    </message>
    <message>
        <source>Solves the board region by region, each stage with an optimal search</source>
        <translation>逐个区域求解棋盘，每个阶段都使用最优搜索</translation>
    </message>
    <message>
        <source>Places the tiles row by row and column by column, as a person would</source>
        <translation>像人一样逐行逐列地摆放方块</translation>
    </message>
    <message>
        <source>No estimate: the search is blind and only counts moves made, the cheapest and weakest guide</source>
        <translation>不作估计：搜索是盲目的，只计算已走步数，是开销最小也最弱的引导</translation>
    </message>
    <message>
        <source>Counts the tiles not on their goal cell, very cheap but weak</source>
        <translation>统计不在目标格上的方块数，开销极小但较弱</translation>
    </message>
    <message>
        <source>Counts the swaps with the blank that would sort the tiles, cheap and a little stronger than misplaced tiles</source>
        <translation>统计将方块排好所需的与空格交换次数，开销小，比错位方块数略强</translation>
    </message>
    <message>
        <source>Adds up how far each tile is from its goal cell, cheap and updated per move</source>
        <translation>累加每个方块到其目标格的距离，开销小，且每步增量更新</translation>
    </message>
    <message>
        <source>Manhattan distance plus two moves for each pair of tiles that block each other in a row or column, slightly dearer and stronger</source>
        <translation>在曼哈顿距离的基础上，同行或同列中每对互相阻挡的方块再加两步，开销稍大但更强</translation>
    </message>
    <message>
        <source>Counts the moves tiles need between rows and between columns from a small table, strong on the 4x4</source>
        <translation>借助小型表统计方块在行间和列间所需的步数，在 4x4 上较强</translation>
    </message>
    <message>
        <source>Looks up exact costs of three groups of five tiles in tables built once on first use, strong on the 4x4</source>
        <translation>从首次使用时构建一次的表中查出三组各五个方块的精确代价，在 4x4 上较强</translation>
    </message>
    <message>
        <source>Looks up exact costs of groups of six, six and three tiles in tables built once on first use, stronger than 5-5-5</source>
        <translation>从首次使用时构建一次的表中查出六、六、三个方块各组的精确代价，比 5-5-5 更强</translation>
    </message>
    <message>
        <source>Looks up exact costs of groups of seven and eight tiles in large tables that take minutes to build once, the strongest</source>
        <translation>从需要数分钟构建一次的大型表中查出七个和八个方块两组的精确代价，最强</translation>
    </message>
    <message>
        <source>Counts the centre cells not holding the most common digit there, very cheap</source>
        <translation>统计中心格中不是该处最多数字的格数，开销极小</translation>
    </message>
    <message>
        <source>Looks up the exact moves to gather each digit on the centre in a table built once, exact for the whole puzzle</source>
        <translation>从一次性构建的表中查出将每个数字聚集到中心所需的精确步数，对整个谜题都是精确的</translation>
    </message>
    <message>
        <source>always a shortest plan, the first in move order</source>
        <translation>总能给出最短解法，且是按走法顺序排在最前的那个</translation>
    </message>
    <message>
        <source>always a shortest plan</source>
        <translation>总能给出最短解法</translation>
    </message>
    <message>
        <source>a plan, not proven shortest</source>
        <translation>能给出解法，但未证明是最短的</translation>
    </message>
    <message>
        <source>keeps every board it meets in memory</source>
        <translation>会在内存中保存遇到的每个棋盘</translation>
    </message>
    <message>
        <source>needs little memory but may visit boards again</source>
        <translation>内存占用少，但可能重复访问棋盘</translation>
    </message>
    <message>
        <source>reads tables built once</source>
        <translation>读取一次性构建的数据表</translation>
    </message>
    <message>
        <source>%1; it gives %2 and %3.</source>
        <translation>%1；%2；%3。</translation>
    </message>
    <message>
        <source>%1; admissible and consistent: it never overestimates and drops by at most one per move.</source>
        <translation>%1；可采纳且一致：从不高估，且每走一步至多减少 1。</translation>
    </message>
    <message>
        <source>%1; admissible: it never overestimates the moves left.</source>
        <translation>%1；可采纳：从不高估剩余步数。</translation>
    </message>
    <message>
        <source>%1; not admissible: plans found with it may be longer than the shortest.</source>
        <translation>%1；不可采纳：用它找到的解法可能比最短解法长。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2%3</translation>
    </message>
    <message>
        <source>PDB 6-6-6-6</source>
        <translation>PDB 6-6-6-6</translation>
    </message>
    <message>
        <source>Weighted IDA* (at most %1x the shortest)</source>
        <translation>加权 IDA*（最多为最短解的 %1 倍）</translation>
    </message>
    <message>
        <source>Weighted IDA*</source>
        <translation>加权 IDA*</translation>
    </message>
    <message>
        <source>IDA* that trusts the estimate %1 times as much, to finish sooner</source>
        <translation>将估计值放大 %1 倍的 IDA*，以便更快完成</translation>
    </message>
    <message>
        <source>a plan at most %1 times the shortest</source>
        <translation>给出的解法至多为最短解法的 %1 倍</translation>
    </message>
    <message>
        <source>Pattern databases 6-6-6-6</source>
        <translation>模式数据库 6-6-6-6</translation>
    </message>
    <message>
        <source>Looks up exact costs of four groups of six tiles of the 5x5 in tables that take minutes to build once; with IDA* it finds the shortest plan, in seconds for some boards and hours for others, with no node budget (cancel it when you like); with weighted IDA* a plan at most 1.35 times the shortest, within a second</source>
        <translation>从需要数分钟构建一次的表中查出 5x5 棋盘上四组各六个方块的精确代价；配合 IDA* 可找到最短解，有的棋盘只需数秒，有的需要数小时，不设节点预算（可随时取消）；配合加权 IDA* 可在一秒内给出至多为最短解 1.35 倍的解</translation>
    </message>
    <message>
        <source>Pattern databases 6-6-6-6, three splits</source>
        <translation>模式数据库 6-6-6-6，三种划分</translation>
    </message>
    <message>
        <source>PDB 6-6-6-6 max</source>
        <translation>PDB 6-6-6-6 取最大</translation>
    </message>
    <message>
        <source>Looks up the 5x5 board in three different 6-6-6-6 splits and takes the largest value: fewer nodes than one split, about 2 GB of tables (fewer splits under a smaller table budget)</source>
        <translation>在三种不同的 6-6-6-6 划分中查找 5x5 棋盘并取最大值：比单一划分展开的节点更少，表约占 2 GB（表预算较小时使用较少的划分）</translation>
    </message>
    <message>
        <source>Goal piece away</source>
        <translation>目标块未归位</translation>
    </message>
    <message>
        <source>1 while the piece to bring out is not yet in its place: the weakest estimate, close to none</source>
        <translation>要移出的棋子尚未到位时为 1：最弱的估计，几乎等于没有</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>阻挡块</translation>
    </message>
    <message>
        <source>1 while the piece to bring out is away, plus each other piece that stands in its place (each must move at least once)</source>
        <translation>要移出的棋子未到位时为 1，再加上占据其目标位置的每个其他棋子（每个至少要移动一次）</translation>
    </message>
    <message>
        <source>1 while the red car is away, plus each vehicle between it and the exit (each must move at least once)</source>
        <translation>红车未驶出时为 1，再加上它与出口之间的每辆车（每辆至少要移动一次）</translation>
    </message>
    <message>
        <source>Blocked blockers</source>
        <translation>受阻的阻挡车</translation>
    </message>
    <message>
        <source>Blockers, plus the fewest other vehicles that must move out of the way before the blockers can leave the exit row</source>
        <translation>阻挡车数，再加上阻挡车离开出口所在行之前至少必须让开的其他车辆数</translation>
    </message>
</context>
<context>
    <name>LogScale</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1K</source>
        <extracomment>A thousand, on a chart&apos;s log axis: 1K, 10K, 100K.</extracomment>
        <translation>%1K</translation>
    </message>
    <message>
        <source>%1M</source>
        <extracomment>A million, on a chart&apos;s log axis: 1M, 10M, 100M.</extracomment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1G</source>
        <extracomment>A thousand million, on a chart&apos;s log axis: 1G, 10G, 100G.</extracomment>
        <translation>%1G</translation>
    </message>
    <message>
        <source>%1T</source>
        <extracomment>A million million, on a chart&apos;s log axis: 1T, 10T, 100T.</extracomment>
        <translation>%1T</translation>
    </message>
</context>
<context>
    <name>MapPanelPainter</name>
    <message>
        <source>distance from the start</source>
        <translation>与起点的距离</translation>
    </message>
    <message>
        <source>g (moves from the start)</source>
        <translation>g(从起点走的步数)</translation>
    </message>
    <message>
        <source>distance to the goal</source>
        <translation>到目标的距离</translation>
    </message>
    <message>
        <source>h (estimate to the goal)</source>
        <translation>h(到目标的估计)</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Rotated %1.</source>
        <translation>旋转了 %1。</translation>
    </message>
    <message>
        <source>The board changed.</source>
        <translation>棋盘已改变。</translation>
    </message>
    <message>
        <source>left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>up</source>
        <translation>向上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>向下</translation>
    </message>
    <message>
        <source>Moved tile %1 %2.</source>
        <translation>将方块 %1 %2移动。</translation>
    </message>
    <message>
        <source>Moved tiles %1 %2.</source>
        <translation>将方块 %1 %2移动。</translation>
    </message>
    <message>
        <source>1 move.</source>
        <translation>1 步。</translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation>%1 步。</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>已解开。</translation>
    </message>
    <message>
        <source>Moved piece %1.</source>
        <translation>移动了棋子 %1。</translation>
    </message>
    <message>
        <source>Moved vehicle %1.</source>
        <translation>移动了车辆 %1。</translation>
    </message>
</context>
<context>
    <name>PuzzleDescription</name>
    <message>
        <source>Sliding puzzles</source>
        <translation>滑块拼图</translation>
    </message>
    <message>
        <source>sliding puzzles</source>
        <translation>滑块拼图</translation>
    </message>
    <message>
        <source>Rotation game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>the rotation game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>Huarong Dao</source>
        <translation>华容道</translation>
    </message>
    <message>
        <source>Rush Hour</source>
        <translation>尖峰时刻</translation>
    </message>
    <message>
        <source>sliding boards of at most nine cells</source>
        <translation>最多九格的滑块棋盘</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>the distance tables exist only for sliding boards of at most %1 cells (2x2, 2x3, 3x2, 2x4, 4x2, 3x3)</source>
        <translation>距离表只适用于至多 %1 格的滑块棋盘（2x2、2x3、3x2、2x4、4x2、3x3）</translation>
    </message>
    <message>
        <source>the staged solver is for sliding boards larger than 4x4 and at most 5 a side (4x5, 5x4, 5x5)</source>
        <translation>分阶段求解器适用于大于 4x4、每边至多 5 格的滑块棋盘（4x5、5x4、5x5）</translation>
    </message>
    <message>
        <source>%1 does not use a heuristic</source>
        <translation>%1 不使用启发函数</translation>
    </message>
    <message>
        <source>the pattern databases are for 4x4 boards</source>
        <translation>模式数据库只适用于 4x4 棋盘</translation>
    </message>
    <message>
        <source>walking distance is for boards of at most 4x4</source>
        <translation>行走距离只适用于至多 4x4 的棋盘</translation>
    </message>
    <message>
        <source>the heuristic %1 does not apply to this puzzle; choose one of: %2</source>
        <translation>启发函数 %1 不适用于这个谜题；请从以下选择：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>the search was cancelled</source>
        <translation>搜索已取消</translation>
    </message>
    <message>
        <source>cancelled before it started</source>
        <translation>开始前已取消</translation>
    </message>
    <message>
        <source>the search was cancelled while its tables were being built</source>
        <translation>搜索在构建其数据表时被取消</translation>
    </message>
    <message>
        <source>the search was cancelled while its pattern databases were being built</source>
        <translation>搜索在构建其模式数据库时被取消</translation>
    </message>
    <message>
        <source>the search stopped at its memory budget of %1 MiB after %2 expanded nodes; BFS, bidirectional BFS and A* keep every state they meet, so use IDA* or raise the budget</source>
        <translation>搜索在扩展 %2 个节点后达到 %1 MiB 的内存预算而停止；广度优先搜索、双向广度优先搜索和 A* 会保存遇到的每个状态，请改用 IDA* 或提高预算</translation>
    </message>
    <message>
        <source>a stage could not be finished</source>
        <translation>有一个阶段无法完成</translation>
    </message>
    <message>
        <source>the last region is not solvable</source>
        <translation>最后一块区域无解</translation>
    </message>
    <message>
        <source>the board&apos;s size differs from the goal&apos;s</source>
        <translation>棋盘的尺寸与目标不同</translation>
    </message>
    <message>
        <source>the search stopped before it found the distance</source>
        <translation>搜索在求出距离之前停止了</translation>
    </message>
    <message>
        <source>the distance tables were still being built when the hint was cancelled</source>
        <translation>提示被取消时距离表仍在构建中</translation>
    </message>
    <message>
        <source>the board and the goal must be well formed and of the same size</source>
        <translation>棋盘和目标必须格式正确且尺寸相同</translation>
    </message>
    <message>
        <source>boards larger than 4x4 are beyond an optimal search in interactive time</source>
        <translation>大于 4x4 的棋盘无法在交互时间内完成最优搜索</translation>
    </message>
    <message>
        <source>the goal cannot be reached from this board</source>
        <translation>从这个棋盘无法到达目标</translation>
    </message>
    <message>
        <source>Unsolvable: the tiles have an odd number of inversions against the goal order, and on a board of odd width every move keeps that number even or odd.</source>
        <translation>无解：相对目标顺序，方块的逆序数为奇数；而在宽度为奇数的棋盘上，每一步都不改变逆序数的奇偶。</translation>
    </message>
    <message>
        <source>Unsolvable: the tiles have an even number of inversions against the goal order, and on a board of odd width every move keeps that number even or odd.</source>
        <translation>无解：相对目标顺序，方块的逆序数为偶数；而在宽度为奇数的棋盘上，每一步都不改变逆序数的奇偶。</translation>
    </message>
    <message>
        <source>the blank is on its goal row</source>
        <translation>空格在其目标行上</translation>
    </message>
    <message>
        <source>the blank is 1 row from its goal row</source>
        <translation>空格距其目标行 1 行</translation>
    </message>
    <message>
        <source>the blank is %1 rows from its goal row</source>
        <translation>空格距其目标行 %1 行</translation>
    </message>
    <message>
        <source>Unsolvable: the tiles have an odd number of inversions against the goal order and %1; on a board of even width a solvable board has an even sum of inversions and row distance.</source>
        <translation>无解：相对目标顺序，方块的逆序数为奇数，且%1；在宽度为偶数的棋盘上，可解的棋盘其逆序数与行距之和为偶数。</translation>
    </message>
    <message>
        <source>Unsolvable: the tiles have an even number of inversions against the goal order and %1; on a board of even width a solvable board has an even sum of inversions and row distance.</source>
        <translation>无解：相对目标顺序，方块的逆序数为偶数，且%1；在宽度为偶数的棋盘上，可解的棋盘其逆序数与行距之和为偶数。</translation>
    </message>
    <message>
        <source>Unsolvable: no digit appears eight times (counts %1, %2, %3 for 1, 2, 3), so the eight centre cells can never hold one digit.</source>
        <translation>无解：没有哪个数字出现八次（1、2、3 分别出现 %1、%2、%3 次），所以中央八格永远无法填满同一个数字。</translation>
    </message>
    <message>
        <source>the search ended without a plan, yet the board can reach its goal: a table it used must be damaged (clear the table cache and solve again)</source>
        <translation>搜索结束时没有找到解法，但这个棋盘能够到达目标：它所用的某个数据表一定已损坏（请清空数据表缓存后重新求解）</translation>
    </message>
    <message>
        <source>the 6-6-6-6 pattern databases are for 5x5 boards</source>
        <translation>6-6-6-6 模式数据库只适用于 5x5 棋盘</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>the file is empty or has no &quot;puzzlescope-game 1&quot; line</source>
        <translation>文件为空或缺少 &quot;puzzlescope-game 1&quot; 行</translation>
    </message>
    <message>
        <source>this is not a PuzzleScope game file (it should start with &quot;puzzlescope-game 1&quot;)</source>
        <translation>这不是本程序的对局文件（应以 &quot;puzzlescope-game 1&quot; 开头）</translation>
    </message>
    <message>
        <source>format version &quot;%1&quot; is not one this version reads (1)</source>
        <translation>格式版本 &quot;%1&quot; 不是本版本能读取的版本（1）</translation>
    </message>
    <message>
        <source>unknown entry &quot;%1&quot;</source>
        <translation>未知条目 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice (first on line %2)</source>
        <translation>&quot;%1&quot; 出现了两次（首次在第 %2 行）</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; is missing</source>
        <translation>缺少条目 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>nothing may follow the checksum line</source>
        <translation>校验和行之后不能有任何内容</translation>
    </message>
    <message>
        <source>the checksum does not match: the file was changed or damaged after it was saved</source>
        <translation>校验和不匹配：文件在保存后被修改或损坏</translation>
    </message>
    <message>
        <source>the puzzle must be one of %1, not &quot;%2&quot;</source>
        <translation>谜题必须是 %1 之一，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; does not read: %2</source>
        <translation>条目 &quot;%1&quot; 无法读取：%2</translation>
    </message>
    <message>
        <source>move %1 (&quot;%2&quot;) cannot be played there</source>
        <translation>第 %1 步（&quot;%2&quot;）在此无法走</translation>
    </message>
    <message>
        <source>the position must be a number from 0 to %1</source>
        <translation>位置必须是 0 到 %1 之间的数字</translation>
    </message>
    <message>
        <source>the distance must be 0 or more</source>
        <translation>距离必须大于或等于 0</translation>
    </message>
    <message>
        <source>no board of this size is %1 moves from the goal; the farthest is %2</source>
        <translation>此尺寸没有距目标 %1 步的棋盘；最远为 %2 步</translation>
    </message>
    <message>
        <source>the optimal solver could not certify a distance of %1 within its node budget; ask for a smaller distance</source>
        <translation>最优求解器未能在节点预算内认证距离 %1；请求更小的距离</translation>
    </message>
    <message>
        <source>no board at distance %1 was found; ask for a smaller distance</source>
        <translation>未找到距离为 %1 的棋盘；请求更小的距离</translation>
    </message>
    <message>
        <source>no board this box can reach is %1 moves from the goal</source>
        <translation>此棋盘能到达的局面中没有距目标 %1 步的</translation>
    </message>
    <message>
        <source>the scramble was cancelled</source>
        <translation>打乱已取消</translation>
    </message>
    <message>
        <source>this puzzle offers no scramble at a distance</source>
        <translation>此谜题不提供按距离打乱</translation>
    </message>
    <message>
        <source>the number of boards must be 0 or more</source>
        <translation>棋盘数量必须大于或等于 0</translation>
    </message>
    <message>
        <source>the walk length must be 0 or more</source>
        <translation>随机步数必须大于或等于 0</translation>
    </message>
    <message>
        <source>bidirectional BFS searches back from every board that meets the goal, and this goal allows more than %1 of them; use BFS, A* or IDA*, which search from the start only</source>
        <translation>双向 BFS 要从每个满足目标的棋盘反向搜索，而这个目标允许的棋盘超过 %1 个；请改用 BFS、A* 或 IDA*，它们只从起点搜索</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>字节 0x%1</translation>
    </message>
    <message>
        <source>the blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>%1 号方块</translation>
    </message>
    <message>
        <source>unknown character %1 (tiles are numbers; 0, x or X is the blank)</source>
        <translation>未知字符 %1（方块用数字表示；0、x 或 X 表示空格）</translation>
    </message>
    <message>
        <source>unexpected &apos;x&apos; inside the number %1</source>
        <translation>数字 %1 中出现了多余的“x”</translation>
    </message>
    <message>
        <source>tile %1 is out of range: tiles go from 1 to %2 with 0 or x for the blank</source>
        <translation>方块 %1 超出范围：方块编号为 1 到 %2，0 或 x 表示空格</translation>
    </message>
    <message>
        <source>a %1x%2 board has %3 cells but %4 were given</source>
        <translation>%1x%2 的棋盘有 %3 格，但给出了 %4 个</translation>
    </message>
    <message>
        <source>%1 appears twice</source>
        <translation>%1出现了两次</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <source>size %1 is not of the form WxH (for example 4x4 or 3x2)</source>
        <translation>尺寸 %1 不是“宽x高”的形式（例如 4x4 或 3x2）</translation>
    </message>
    <message>
        <source>size %1x%2 is out of range: each side must be 2 to 10</source>
        <translation>尺寸 %1x%2 超出范围：每边须为 2 到 10</translation>
    </message>
    <message>
        <source>the board text is %1 bytes long; a board&apos;s text is at most %2 bytes</source>
        <translation>棋盘文字长 %1 字节；棋盘文字最多 %2 字节</translation>
    </message>
    <message>
        <source>the id says %1x%2 but the size given is %3x%4</source>
        <translation>编号写的是 %1x%2，但给出的尺寸是 %3x%4</translation>
    </message>
    <message>
        <source>%1 is a size without tiles; write the tiles after it, for example %2</source>
        <translation>%1 只是尺寸，没有方块；请在其后写出方块，例如 %2</translation>
    </message>
    <message>
        <source>no tiles given</source>
        <translation>没有给出方块</translation>
    </message>
    <message>
        <source>a board written without separators can have at most 9 cells; separate the tiles by spaces or commas</source>
        <translation>不带分隔符的写法最多 9 格；请用空格或逗号分隔方块</translation>
    </message>
    <message>
        <source>cell %1 is %2: the rotation game holds only the digits 1, 2 and 3</source>
        <translation>第 %1 格是 %2：旋转游戏只含数字 1、2、3</translation>
    </message>
    <message>
        <source>more than 24 cells: the rotation game has 24</source>
        <translation>超过 24 格：旋转游戏共有 24 格</translation>
    </message>
    <message>
        <source>the rotation game has 24 cells but %1 were given</source>
        <translation>旋转游戏有 24 格，但给出了 %1 格</translation>
    </message>
    <message>
        <source>row %1 has %2 cells and row 1 has %3</source>
        <translation>第 %1 行有 %2 格，而第 1 行有 %3 格</translation>
    </message>
    <message>
        <source>%1 is not a cell: use &apos;.&apos; for an empty cell and a letter or digit for a piece</source>
        <translation>%1 不是格子：空格用“.”，棋子用字母或数字</translation>
    </message>
    <message>
        <source>piece %1 is not a rectangle: a cell inside it is empty</source>
        <translation>棋子 %1 不是矩形：其中有一格是空的</translation>
    </message>
    <message>
        <source>piece %1 is not a rectangle: a cell inside it holds %2</source>
        <translation>棋子 %1 不是矩形：其中有一格是 %2</translation>
    </message>
    <message>
        <source>letter %1 is in two places (also at row %2, column %3), or its piece is not a rectangle</source>
        <translation>字母 %1 出现在两处（另一处在第 %2 行第 %3 列），或其棋子不是矩形</translation>
    </message>
    <message>
        <source>piece %1 is %2x%3; pieces are at most 3x3</source>
        <translation>棋子 %1 为 %2x%3；棋子最大 3x3</translation>
    </message>
    <message>
        <source>the box has no empty cell, so no piece can move</source>
        <translation>盒中没有空格，任何棋子都动不了</translation>
    </message>
    <message>
        <source>the box is %1x%2 (width x height); boxes are 3x3 to 8x8</source>
        <translation>盒子为 %1x%2（宽x高）；盒子须为 3x3 到 8x8</translation>
    </message>
    <message>
        <source>the goal&apos;s box is %1x%2 and the board&apos;s is %3x%4</source>
        <translation>目标的盒子为 %1x%2，而棋盘的为 %3x%4</translation>
    </message>
    <message>
        <source>the goal places %1 pieces; give only the piece that must reach its place, the rest &apos;.&apos;</source>
        <translation>目标放了 %1 个棋子；只需给出要到达目标位置的那个棋子，其余写“.”</translation>
    </message>
    <message>
        <source>the goal&apos;s piece %1 is not on the board</source>
        <translation>目标棋子 %1 不在棋盘上</translation>
    </message>
    <message>
        <source>the goal&apos;s piece %1 is %2x%3 and on the board it is %4x%5</source>
        <translation>目标棋子 %1 为 %2x%3，而棋盘上的为 %4x%5</translation>
    </message>
    <message>
        <source>the board has %1 pieces of 2x2, so the classic goal (the one 2x2 piece at the bottom middle) does not apply: give the goal</source>
        <translation>棋盘上有 %1 个 2x2 棋子，经典目标（唯一的 2x2 棋子到达底部正中）不适用：请给出目标</translation>
    </message>
    <message>
        <source>the goal: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>%1 (first at line %2, column %3)</source>
        <translation>%1（首次出现在第 %2 行第 %3 列）</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>the board is empty: give rows such as %1</source>
        <translation>棋盘是空的：请按行给出，例如 %1</translation>
    </message>
    <message>
        <source>the search stopped at its node budget of %1 expanded nodes without reaching the goal; raise the budget%2</source>
        <translation>搜索在扩展 %1 个节点后达到节点预算而停止，未能到达目标；请%2提高预算</translation>
    </message>
    <message>
        <source>the search stopped at its node budget of %1 expanded nodes without reaching the goal; raise the budget%2 or use a stronger heuristic (%3)</source>
        <translation>搜索在扩展 %1 个节点后达到节点预算而停止，未能到达目标；请%2提高预算，或使用更强的启发函数（%3）</translation>
    </message>
    <message>
        <source> in the settings</source>
        <translation>在设置中</translation>
    </message>
    <message>
        <source>a %1x%2 board has %3 cells but %4 tile was given</source>
        <translation>%1x%2 的棋盘有 %3 格，但只给出了 %4 个</translation>
    </message>
    <message>
        <source>%1 tiles do not make a square board from 2x2 to 10x10; give the size%2</source>
        <translation>%1 个方块组不成 2x2 到 10x10 的正方形棋盘；请给出尺寸%2</translation>
    </message>
    <message>
        <source>the search stopped at its time budget of %1 s after %2 expanded nodes without reaching the goal%3</source>
        <translation>搜索在扩展 %2 个节点后达到 %1 秒的时间预算而停止，未能到达目标%3</translation>
    </message>
    <message>
        <source>the %1 pattern databases need about %2 MiB to build, more than the memory budget of %3 MiB; raise the budget%4 or choose a smaller heuristic</source>
        <translation>构建 %1 模式数据库约需 %2 MiB 内存，超过了 %3 MiB 的内存预算；请%4提高预算，或选择较小的启发函数</translation>
    </message>
    <message>
        <source>the staged solver&apos;s tables for this board need about %1 MiB, more than the memory budget of %2 MiB; raise the budget%3 or choose another algorithm</source>
        <translation>分阶段求解器为这个棋盘所需的表约 %1 MiB，超过了 %2 MiB 的内存预算；请%3提高预算，或选择其他算法</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; is missing (a %2 game needs it)</source>
        <translation>缺少条目 &quot;%1&quot;（%2 游戏需要它）</translation>
    </message>
    <message>
        <source>boards at an exact distance are certified up to %1 moves on a %2x%3 board (each step is proved with an optimal search); ask for at most that%4</source>
        <translation>%2x%3 棋盘上的精确距离最多认证到 %1 步（每一步都由最优搜索证明）；请求不超过此值%4</translation>
    </message>
    <message>
        <source>goal piece away %1</source>
        <translation>目标块未归位 %1</translation>
    </message>
    <message>
        <source>blockers bound %1</source>
        <translation>阻挡块下界 %1</translation>
    </message>
    <message>
        <source>centre count bound %1</source>
        <translation>中心计数下界 %1</translation>
    </message>
    <message>
        <source>exact distance %1</source>
        <translation>精确距离 %1</translation>
    </message>
    <message>
        <source>misplaced %1</source>
        <translation>错位方块 %1</translation>
    </message>
    <message>
        <source>Manhattan %1</source>
        <translation>曼哈顿 %1</translation>
    </message>
    <message>
        <source>linear conflict %1</source>
        <translation>线性冲突 %1</translation>
    </message>
    <message>
        <source>pattern databases %1</source>
        <translation>模式数据库 %1</translation>
    </message>
    <message>
        <source>pattern databases: groups shown, value after the tables are built (solve once)</source>
        <translation>模式数据库：已显示分组，数据库构建完成后才有数值（需先求解一次）</translation>
    </message>
    <message>
        <source>true distance %1</source>
        <translation>真实距离 %1</translation>
    </message>
    <message>
        <source>%1 does not solve this puzzle</source>
        <translation>%1 不能求解这种谜题</translation>
    </message>
    <message>
        <source>the lot is empty: give its rows, for example %1</source>
        <translation>停车场是空的：请按行给出，例如 %1</translation>
    </message>
    <message>
        <source>%1 is not a cell: a cell is &apos;.&apos; or &apos;o&apos; (empty), &apos;x&apos; (a wall) or a capital letter (a vehicle, A the red car)</source>
        <translation>%1 不是格子：格子可以是“.”或“o”（空格）、“x”（墙）或大写字母（车辆，A 为红车）</translation>
    </message>
    <message>
        <source>row %1 has %2 cells and row 1 has %3: the rows of a lot are equally long</source>
        <translation>第 %1 行有 %2 格，而第 1 行有 %3 格：停车场的各行须一样长</translation>
    </message>
    <message>
        <source>the lot is %1x%2: a Rush Hour lot is 4 to 8 cells a side</source>
        <translation>停车场为 %1x%2：尖峰时刻的停车场每边须为 4 到 8 格</translation>
    </message>
    <message>
        <source>vehicle %3 is not one straight line of cells: it starts at row %1, column %2</source>
        <translation>车辆 %3 不是一条直线上的格子：它从第 %1 行第 %2 列开始</translation>
    </message>
    <message>
        <source>vehicle %2 is %1 cell long: a car takes 2 cells and a truck 3</source>
        <translation>车辆 %2 长 %1 格：小车占 2 格，卡车占 3 格</translation>
    </message>
    <message>
        <source>vehicle %2 is %1 cells long: a car takes 2 cells and a truck 3</source>
        <translation>车辆 %2 长 %1 格：小车占 2 格，卡车占 3 格</translation>
    </message>
    <message>
        <source>there is no red car: the letter A marks it</source>
        <translation>没有红车：红车用字母 A 标记</translation>
    </message>
    <message>
        <source>the red car A must lie across row %1, the row of the exit in the right wall</source>
        <translation>红车 A 必须横放在第 %1 行，即右墙出口所在的行</translation>
    </message>
    <message>
        <source>no lot this one can reach is %1 moves from the goal</source>
        <translation>从这个停车场出发，没有哪个可到达的局面距目标 %1 步</translation>
    </message>
    <message>
        <source>blockers %1</source>
        <translation>阻挡车 %1</translation>
    </message>
    <message>
        <source>blocked blockers %1</source>
        <translation>受阻的阻挡车 %1</translation>
    </message>
</context>
<context>
    <name>ScrambleControl</name>
    <message>
        <source>Sabre on Horseback</source>
        <translation>横刀立马</translation>
    </message>
    <message>
        <source>Calm Command</source>
        <translation>指挥若定</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>齐头并进</translation>
    </message>
    <message>
        <source>Three Columns</source>
        <translation>兵分三路</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>热身</translation>
    </message>
    <message>
        <source>Crossing</source>
        <translation>十字路口</translation>
    </message>
    <message>
        <source>Traffic Jam</source>
        <translation>大堵车</translation>
    </message>
    <message>
        <source>The Longest (60 moves)</source>
        <translation>最长一局（60 步）</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>g %1  h %2  f %3</source>
        <translation>g %1  h %2  f %3</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>已入队</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>已剪枝</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>相遇</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation>从目标出发</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>从起点出发</translation>
    </message>
    <message>
        <source>bound %1, iteration %2</source>
        <translation>界限 %1,第 %2 轮</translation>
    </message>
    <message numerus="yes">
        <source>Queue, first in first out: %Ln states</source>
        <translation>
            <numerusform>队列（先进先出）：%Ln 个状态</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open list, smallest f first, then larger g, then first queued: %Ln states</source>
        <translation>
            <numerusform>开放表（f 最小优先，其次 g 较大，再次先入队）：%Ln 个状态</numerusform>
        </translation>
    </message>
    <message>
        <source>Path from the start</source>
        <translation>从起点出发的路径</translation>
    </message>
    <message>
        <source>Path from the start, under the bound %1</source>
        <translation>从起点出发的路径，界限 %1</translation>
    </message>
    <message numerus="yes">
        <source>Frontier from the start: %Ln states</source>
        <translation>
            <numerusform>起点一侧的边界：%Ln 个状态</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frontier from the goal: %Ln states</source>
        <translation>
            <numerusform>目标一侧的边界：%Ln 个状态</numerusform>
        </translation>
    </message>
    <message>
        <source>This algorithm keeps no open list.</source>
        <translation>这个算法不保留开放表。</translation>
    </message>
    <message>
        <source>Closed (expanded) %L1 · generated %L2 · duplicates %L3 · pruned %L4</source>
        <translation>已关闭（已扩展）%L1 · 已生成 %L2 · 重复 %L3 · 剪枝 %L4</translation>
    </message>
    <message>
        <source>Expanded %L1 · generated %L2 · duplicates %L3 · pruned %L4</source>
        <translation>已扩展 %L1 · 已生成 %L2 · 重复 %L3 · 剪枝 %L4</translation>
    </message>
</context>
<context>
    <name>TableBuild</name>
    <message>
        <source>about a minute</source>
        <translation>约一分钟</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>约 %1 分钟</translation>
    </message>
    <message>
        <source>The tables of &quot;%1&quot; are not built yet. Building them takes %2 on this computer&apos;s cores and about %3 of memory; they keep %4, in memory and in the cache folder, so later solves start at once. Build them now?</source>
        <translation>“%1”的数据表尚未构建。在本机的处理器核心上构建需 %2，占用约 %3 内存；构建后保留 %4（在内存和缓存文件夹中），之后的求解可立即开始。现在构建吗？</translation>
    </message>
    <message>
        <source>Build the tables?</source>
        <translation>构建数据表？</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A saved game to open.</source>
        <translation>要打开的已保存游戏。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>显示版本号并退出。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>%1, played and solved.</source>
        <translation>%1：动手玩，看它们被解开。</translation>
    </message>
</context>
<context>
    <name>ui::BestScores</name>
    <message>
        <source>Best Scores</source>
        <translation>最佳成绩</translation>
    </message>
    <message>
        <source>The fewest moves and the best time for each puzzle and size, kept when a game started by New Game or a scramble is solved by hand, without playing the solution.</source>
        <translation>每种谜题和尺寸的最少步数与最快用时。由“新游戏”或打乱开始的对局，不播放解法、亲手解开时才会记录。</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>最快用时</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>全部重置(&amp;A)</translation>
    </message>
    <message>
        <source>No best scores yet: solve a new game by hand to set one.</source>
        <translation>还没有最佳成绩：亲手解开一局新游戏即可创下一项。</translation>
    </message>
    <message>
        <source>Reset Best Scores</source>
        <translation>重置最佳成绩</translation>
    </message>
    <message numerus="yes">
        <source>Forget the best scores of the %n row(s) chosen?</source>
        <translation>
            <numerusform>清除所选 %n 行的最佳成绩吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget every best score?</source>
        <translation>清除全部最佳成绩吗？</translation>
    </message>
</context>
<context>
    <name>ui::BoardEditDialog</name>
    <message>
        <source>Tiles separated by spaces or commas, 0 or x for the blank (%1 cells for %2x%3); compact digits such as 12X453786; or an id such as 3x3:1,2,3,4,5,6,7,8,0.</source>
        <translation>方块之间用空白或逗号分隔，空格用 0 或 x 表示（%2x%3 棋盘共 %1 格）；也可以是紧凑数字串，如 12X453786；或是标识串，如 3x3:1,2,3,4,5,6,7,8,0。</translation>
    </message>
    <message>
        <source>24 digits from 1 to 3, row by row as POJ 2286 lists them.</source>
        <translation>24 个 1 到 3 之间的数字，按 POJ 2286 的顺序逐行排列。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Click a cell, or press 1, 2 or 3, to change its digit; the arrow keys move.</source>
        <translation>点击格子或按 1、2、3 可更改其数字；方向键用于移动。</translation>
    </message>
    <message>
        <source>Drag a tile onto another, or click two tiles, to swap them. With the keyboard: the arrow keys move, Space picks a tile up and puts it down, and typing a number brings that tile here.</source>
        <translation>将一个方块拖到另一个上，或点击两个方块，即可交换它们。使用键盘时：方向键移动，空格键拿起或放下方块，输入数字可将该方块移到此处。</translation>
    </message>
    <message>
        <source>Solved Board</source>
        <translation>已解棋盘</translation>
    </message>
    <message>
        <source>Standard Goal</source>
        <translation>标准目标</translation>
    </message>
    <message>
        <source>A solved board with eight of each digit</source>
        <translation>每个数字各八个的已解棋盘</translation>
    </message>
    <message>
        <source>The tiles in order, the blank last</source>
        <translation>方块按顺序排列，空格在最后</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>随机排列</translation>
    </message>
    <message>
        <source>A random arrangement that can reach the goal</source>
        <translation>能够到达目标的随机排列</translation>
    </message>
</context>
<context>
    <name>ui::BoardEditGrid</name>
    <message>
        <source>Board cells</source>
        <translation>棋盘格子</translation>
    </message>
    <message>
        <source>Cell %1: the blank</source>
        <translation>第 %1 格：空格</translation>
    </message>
    <message>
        <source>Cell %1: %2</source>
        <translation>第 %1 格：%2</translation>
    </message>
</context>
<context>
    <name>ui::BoardStrip</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>还有 %Ln 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::BoardView</name>
    <message>
        <source>Edit Board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <source>The board in its text form, one row a line, top to bottom:</source>
        <translation>棋盘的文字形式，每行一排，从上到下：</translation>
    </message>
</context>
<context>
    <name>ui::BoardWiring</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>重新开始(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+Home</source>
        <translation>Ctrl+Home</translation>
    </message>
    <message>
        <source>S&amp;wap Two Tiles</source>
        <translation>交换两个方块(&amp;W)</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Click two tiles to swap them.</source>
        <translation>点击两个方块以交换它们。</translation>
    </message>
    <message>
        <source>No best yet on this size</source>
        <translation>此尺寸尚无最佳记录</translation>
    </message>
    <message>
        <source>Best on this size: %1 moves, %2</source>
        <translation>此尺寸最佳记录：%1 步，%2</translation>
    </message>
    <message>
        <source>PuzzleScope - %1</source>
        <translation>PuzzleScope - %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
</context>
<context>
    <name>ui::CompareChart</name>
    <message>
        <source>Expanded nodes (log scale)</source>
        <translation>扩展节点数（对数刻度）</translation>
    </message>
    <message>
        <source>Expanded nodes per layer</source>
        <translation>每层扩展节点数</translation>
    </message>
    <message>
        <source>IDA* bound per iteration</source>
        <translation>IDA* 每次迭代的界限</translation>
    </message>
    <message>
        <source>Search replay: expanded nodes</source>
        <translation>搜索回放：扩展节点数</translation>
    </message>
    <message>
        <source>Search replay: frontier size</source>
        <translation>搜索回放：边界大小</translation>
    </message>
    <message>
        <source>Nodes and time</source>
        <translation>节点与时间</translation>
    </message>
    <message>
        <source>Per layer</source>
        <translation>逐层</translation>
    </message>
    <message>
        <source>IDA* bounds</source>
        <translation>IDA* 界限</translation>
    </message>
    <message>
        <source>Search replay</source>
        <translation>搜索回放</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>扩展节点</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>扩展节点</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>界限</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>广度优先搜索</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Bidirectional BFS</source>
        <translation>双向广度优先搜索</translation>
    </message>
    <message>
        <source>layer expanded (either side)</source>
        <translation>扩展的层（任一侧）</translation>
    </message>
    <message>
        <source>A* and weighted A*</source>
        <translation>A* 与加权 A*</translation>
    </message>
    <message>
        <source>f value (g + h)</source>
        <translation>f 值(g + h)</translation>
    </message>
    <message>
        <source>IDA*</source>
        <translation>IDA*</translation>
    </message>
    <message>
        <source>bound of the iteration</source>
        <translation>本轮的界限</translation>
    </message>
    <message>
        <source>IDA*, all digits&apos; searches</source>
        <translation>IDA*,各数字的搜索合计</translation>
    </message>
    <message>
        <source>Distance table</source>
        <translation>距离表</translation>
    </message>
    <message>
        <source>plan length</source>
        <translation>解的长度</translation>
    </message>
    <message>
        <source>Time (log scale)</source>
        <translation>时间（对数刻度）</translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>&lt;b&gt;Algorithms and heuristics&lt;/b&gt;</source>
        <translation>&lt;b&gt;算法与启发函数&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run every ticked pair on the current board, one worker per core</source>
        <translation>在当前棋盘上运行所有勾选的组合，每个 CPU 核心一个工作线程</translation>
    </message>
    <message>
        <source>Cancel all</source>
        <translation>全部取消</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>取消运行</translation>
    </message>
    <message>
        <source>Cancel the selected runs; the others go on</source>
        <translation>取消选中的运行；其他运行继续进行</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认选择</translation>
    </message>
    <message>
        <source>Race...</source>
        <translation>竞速...</translation>
    </message>
    <message>
        <source>Play two to four solved runs side by side (the selected rows, or the first four)</source>
        <translation>并排播放两到四个已求解的运行（选中的行，或前四个）</translation>
    </message>
    <message>
        <source>Experiment...</source>
        <translation>实验...</translation>
    </message>
    <message>
        <source>Run the ticked pairs over many scrambled boards</source>
        <translation>在大量打乱的棋盘上运行勾选的组合</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Play this run</source>
        <translation>播放此次运行</translation>
    </message>
    <message numerus="yes">
        <source>Running %n searches...</source>
        <translation>
            <numerusform>正在运行 %n 个搜索...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 runs solved; shortest plan %3 moves. Click a row to play it.</source>
        <translation>%2 次运行中有 %1 次已求解；最短解法为 %3 步。点击一行即可播放。</translation>
    </message>
    <message>
        <source>%1 of %2 runs solved.</source>
        <translation>%2 次运行中有 %1 次已求解。</translation>
    </message>
    <message>
        <source>Nothing to compare: %1</source>
        <translation>无法比较：%1</translation>
    </message>
    <message>
        <source>These results are for an earlier board. Run again to compare on the board on show.</source>
        <translation>这些结果属于之前的棋盘。请重新运行，以在当前显示的棋盘上进行比较。</translation>
    </message>
    <message>
        <source>State-space map</source>
        <translation>状态空间图</translation>
    </message>
    <message>
        <source>Search Lab...</source>
        <translation>搜索实验室...</translation>
    </message>
    <message>
        <source>Step through the selected runs (or the first two), expansion by expansion, with their trees, map and race</source>
        <translation>逐次扩展地查看所选的运行（或前两个）：它们的搜索树、地图和竞速</translation>
    </message>
</context>
<context>
    <name>ui::CompareSummary</name>
    <message>
        <source>&lt;b&gt;Algorithms and heuristics&lt;/b&gt;</source>
        <translation>&lt;b&gt;算法与启发函数&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Algorithms to compare</source>
        <translation>要比较的算法</translation>
    </message>
</context>
<context>
    <name>ui::CompareWiring</name>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Co&amp;mpare Algorithms</source>
        <translation>比较算法(&amp;M)</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Race...</source>
        <translation>竞速(&amp;R)...</translation>
    </message>
    <message>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Run at least two algorithms in the compare panel first.</source>
        <translation>请先在比较面板中运行至少两个算法。</translation>
    </message>
    <message>
        <source>Opened the experiment&apos;s board.</source>
        <translation>已打开实验中的棋盘。</translation>
    </message>
    <message>
        <source>Compare Algorithms - PuzzleScope</source>
        <translation>比较算法 - PuzzleScope</translation>
    </message>
    <message>
        <source>Open the run&apos;s board?</source>
        <translation>打开该次运行的棋盘？</translation>
    </message>
    <message>
        <source>This run started from another board. Replace the game on show with it? Undo brings your game back.</source>
        <translation>此次运行始于另一个棋盘。要用它替换当前显示的游戏吗？撤销即可恢复你的游戏。</translation>
    </message>
    <message>
        <source>Open Compare &amp;View</source>
        <translation>打开比较视图(&amp;V)</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Each compared search&apos;s expanded states, placed by distance from the start and to the goal</source>
        <translation>每个参与比较的搜索所扩展的状态，按与起点和到目标的距离摆放</translation>
    </message>
    <message>
        <source>Cancel Compar&amp;ison</source>
        <translation>取消比较(&amp;I)</translation>
    </message>
    <message>
        <source>Batch E&amp;xperiment...</source>
        <translation>批量实验(&amp;X)...</translation>
    </message>
    <message>
        <source>State-Space M&amp;ap</source>
        <translation>状态空间图(&amp;A)</translation>
    </message>
    <message>
        <source>Search &amp;Lab...</source>
        <translation>搜索实验室(&amp;L)...</translation>
    </message>
    <message>
        <source>Step through searches of the board on show, expansion by expansion: their boards, trees, map and race</source>
        <translation>逐次扩展地查看当前棋盘上的搜索：棋盘、搜索树、地图和竞速</translation>
    </message>
</context>
<context>
    <name>ui::ComparisonModel</name>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>启发函数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>扩展节点</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成节点</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>重复节点</translation>
    </message>
    <message>
        <source>Peak frontier</source>
        <translation>最大边界</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>运行中...</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>A run on an earlier board: run again for the board on show.</source>
        <translation>这是之前棋盘上的运行：请针对当前显示的棋盘重新运行。</translation>
    </message>
</context>
<context>
    <name>ui::ExperimentDialog</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Batch Experiment</source>
        <translation>批量实验</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>棋盘(&amp;B)：</translation>
    </message>
    <message>
        <source>Uniformly random</source>
        <translation>均匀随机</translation>
    </message>
    <message>
        <source>Random walk of D moves</source>
        <translation>随机走 D 步</translation>
    </message>
    <message>
        <source>At exact distance D</source>
        <translation>距目标恰好 D 步</translation>
    </message>
    <message>
        <source>&amp;Scramble:</source>
        <translation>打乱方式(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;D:</source>
        <translation>&amp;D：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>导出 CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;JSON...</source>
        <translation>导出 JSON(&amp;J)...</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已求解</translation>
    </message>
    <message>
        <source>Median length</source>
        <translation>长度中位数</translation>
    </message>
    <message>
        <source>Median expanded</source>
        <translation>扩展节点中位数</translation>
    </message>
    <message>
        <source>Median generated</source>
        <translation>生成节点中位数</translation>
    </message>
    <message>
        <source>Median ms</source>
        <translation>用时中位数（毫秒）</translation>
    </message>
    <message>
        <source>Median EBF</source>
        <translation>EBF 中位数</translation>
    </message>
    <message>
        <source>Total expanded</source>
        <translation>扩展节点总数</translation>
    </message>
    <message>
        <source>Total s</source>
        <translation>总用时（秒）</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>扩展节点</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Double-click a run to open its board in the player</source>
        <translation>双击某次运行，即可在播放器中打开其棋盘</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Tick at least one algorithm in the compare panel first.</source>
        <translation>请先在比较面板中勾选至少一个算法。</translation>
    </message>
    <message numerus="yes">
        <source>Scrambling %n boards...</source>
        <translation>
            <numerusform>正在打乱 %n 个棋盘...</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 of %2...</source>
        <translation>正在运行第 %1 次，共 %2 次...</translation>
    </message>
    <message>
        <source>Could not scramble: %1</source>
        <translation>无法打乱：%1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n runs.</source>
        <translation>
            <numerusform>已在 %n 次运行后取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n runs.</source>
        <translation>
            <numerusform>完成：共 %n 次运行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::FirstSteps</name>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Bring Cao Cao, the large piece, out through the gap at the bottom: drag a piece, or click it and then where it goes. F1 tells more.</source>
        <translation>让最大的棋子曹操从底部的出口出去：拖动棋子，或先点棋子再点要去的位置。按 F1 了解更多。</translation>
    </message>
    <message>
        <source>Make the eight centre cells one digit: click an arrow A-H, or press its letter, to rotate its line. F1 tells more.</source>
        <translation>让中间八格成为同一个数字：点击箭头 A-H，或按对应字母，转动那一行或列。按 F1 了解更多。</translation>
    </message>
    <message>
        <source>Drive the red car A out through the gap on the right: drag a vehicle along its line, or click it and then a cell. F1 tells more.</source>
        <translation>把红色汽车 A 从右边的出口开出去：沿车道拖动车辆，或先点车辆再点一个格子。按 F1 了解更多。</translation>
    </message>
    <message>
        <source>Put the tiles in order, as in the goal (a tile&apos;s colour is its row there): click a tile in the gap&apos;s row or column to slide it, or press the arrow keys. F1 tells more.</source>
        <translation>按目标把方块排好（方块的颜色就是它在目标中的行）：点击空格所在行或列中的方块即可滑动，也可以按方向键。按 F1 了解更多。</translation>
    </message>
</context>
<context>
    <name>ui::GameFiles</name>
    <message>
        <source>&amp;Edit Board...</source>
        <translation>编辑棋盘(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Set &amp;Goal...</source>
        <translation>设置目标(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Copy Board</source>
        <translation>复制棋盘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Board</source>
        <translation>粘贴棋盘(&amp;P)</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source>Cannot paste the board: %1</source>
        <translation>无法粘贴棋盘：%1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a game PuzzleScope can open: %2</source>
        <translation>%1 不是 PuzzleScope 能打开的游戏：%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <source>PuzzleScope games (*.puzzlescope);;All files (*)</source>
        <translation>PuzzleScope 游戏 (*.puzzlescope);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>PuzzleScope games (*.puzzlescope)</source>
        <translation>PuzzleScope 游戏 (*.puzzlescope)</translation>
    </message>
    <message>
        <source>Cannot paste the board: the clipboard holds %L1 characters, and a board&apos;s text is at most %L2.</source>
        <translation>无法粘贴棋盘：剪贴板中有 %L1 个字符，而棋盘文字至多 %L2 个字符。</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file.</source>
        <translation>无法打开 %1：没有这个文件。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a saved game.</source>
        <translation>无法打开 %1：它是一个文件夹，不是保存的游戏。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a device, FIFO or socket, not a saved game.</source>
        <translation>无法打开 %1：它是设备、命名管道或套接字，不是保存的游戏。</translation>
    </message>
    <message>
        <source>%1 is too large to be a saved game (a game file is at most %L2 bytes).</source>
        <translation>%1 太大，不可能是保存的游戏（游戏文件至多 %L2 字节）。</translation>
    </message>
    <message>
        <source>Cannot save %1: the game&apos;s history takes %L2 bytes, more than the %L3 a game file may hold. Start a new game from the current board to save it.</source>
        <translation>无法保存 %1：这局游戏的历史记录占 %L2 字节，超过了游戏文件能容纳的 %L3 字节。请从当前棋盘开始新游戏后再保存。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Sa&amp;ve As...</source>
        <translation>另存为(&amp;V)...</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>最近打开(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ui::GoalPreview</name>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空格</translation>
    </message>
</context>
<context>
    <name>ui::HintGauge</name>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Heuristic &amp;X-ray</source>
        <translation>启发函数透视(&amp;X)</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>&amp;Distance Gauge</source>
        <translation>距离指示器(&amp;D)</translation>
    </message>
    <message>
        <source>Shift+H</source>
        <translation>Shift+H</translation>
    </message>
    <message>
        <source>X-ray, h values: %1</source>
        <translation>透视，h 值：%1</translation>
    </message>
    <message>
        <source>Distance: unreachable</source>
        <translation>距离：不可达</translation>
    </message>
    <message>
        <source>Distance: computing...</source>
        <translation>距离：计算中...</translation>
    </message>
    <message>
        <source>Distance: unknown (board too large)</source>
        <translation>距离：未知（棋盘太大）</translation>
    </message>
    <message>
        <source>Distance: not found within the budget</source>
        <translation>距离：在预算内未能求出</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>无提示：%1</translation>
    </message>
    <message>
        <source> (closer)</source>
        <translation>（更近）</translation>
    </message>
    <message>
        <source> (further)</source>
        <translation>（更远）</translation>
    </message>
    <message>
        <source> (same)</source>
        <translation>（不变）</translation>
    </message>
    <message>
        <source>Distance to goal: %1%2</source>
        <translation>距目标：%1 步%2</translation>
    </message>
    <message>
        <source>The fewest moves from this board to the goal</source>
        <translation>从当前棋盘到目标的最少步数</translation>
    </message>
    <message>
        <source>Working out the next move...</source>
        <translation>正在计算下一步...</translation>
    </message>
    <message>
        <source>Already at the goal.</source>
        <translation>已处于目标状态。</translation>
    </message>
    <message>
        <source>Hint: move %1 (%2 to go).</source>
        <translation>提示：旋转 %1（还需 %2 步）。</translation>
    </message>
    <message>
        <source>Hint: slide tile %1 (%2 to go).</source>
        <translation>提示：滑动方块 %1（还需 %2 步）。</translation>
    </message>
</context>
<context>
    <name>ui::KlotskiBoardView</name>
    <message>
        <source>Huarong Dao box, %1 by %2 cells</source>
        <translation>华容道棋盘，%1 × %2 格</translation>
    </message>
    <message>
        <source>Piece %1, %2 by %3, at row %4, column %5</source>
        <translation>棋子 %1，%2 × %3，位于第 %4 行第 %5 列</translation>
    </message>
    <message>
        <source>, the piece to bring out</source>
        <translation>，要移出的棋子</translation>
    </message>
    <message>
        <source>, picked</source>
        <translation>，已选中</translation>
    </message>
    <message>
        <source>Huarong Dao, %1 x %2</source>
        <translation>华容道，%1 x %2</translation>
    </message>
    <message>
        <source>One row a line, top to bottom; a letter a piece, &apos;.&apos; for an empty cell:</source>
        <translation>每行一排，从上到下；每个棋子一个字母，“.”表示空格：</translation>
    </message>
    <message>
        <source>Letters Instead of Names</source>
        <translation>用字母代替人名</translation>
    </message>
    <message>
        <source>Edit Board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <source>Drag a shape from the left into the box, or click it and then a cell. Drag a piece to move it, out of the box (or right-click it) to take it away.</source>
        <translation>把左边的形状拖进盒子，或先点形状再点一个格子。拖动棋子可以移动它，拖出盒子（或右键点击）即可拿走。</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Solve to Check</source>
        <translation>求解检验</translation>
    </message>
    <message>
        <source>The fewest moves that bring the large piece out of this box</source>
        <translation>让大块从这个盒子出去所需的最少步数</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message numerus="yes">
        <source>The shortest way out: %n moves.</source>
        <translation>
            <numerusform>最短的出路：%n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>This box has no way out.</source>
        <translation>这个盒子没有出路。</translation>
    </message>
    <message>
        <source>The search stopped at its budget.</source>
        <translation>搜索在达到预算时停止了。</translation>
    </message>
</context>
<context>
    <name>ui::KlotskiEditGrid</name>
    <message>
        <source>Huarong Dao box</source>
        <translation>华容道盒子</translation>
    </message>
</context>
<context>
    <name>ui::LabBoards</name>
    <message>
        <source>The frontiers meet at:</source>
        <translation>两侧边界相遇于：</translation>
    </message>
    <message>
        <source>Search shown</source>
        <translation>显示的搜索</translation>
    </message>
    <message>
        <source>Which of the two searches this view shows</source>
        <translation>此视图显示两个搜索中的哪一个</translation>
    </message>
    <message>
        <source>Expanding</source>
        <translation>正在扩展</translation>
    </message>
    <message>
        <source>Its children</source>
        <translation>它的子节点</translation>
    </message>
    <message>
        <source>Press Step or Space to expand the first node.</source>
        <translation>按“单步”或空格键扩展第一个节点。</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
</context>
<context>
    <name>ui::LabRace</name>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
</context>
<context>
    <name>ui::LabTimeline</name>
    <message>
        <source>Back to the start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <source>Before the first expansion (Home)</source>
        <translation>回到第一次扩展之前（Home）</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Undo the last expansion (Backspace or Left)</source>
        <translation>撤销上一次扩展（退格键或左方向键）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Expand one node (Space or Right)</source>
        <translation>扩展一个节点（空格键或右方向键）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Step on a timer, or pause (Enter)</source>
        <translation>定时单步，或暂停（回车）</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>After the last expansion recorded (End)</source>
        <translation>到记录的最后一次扩展之后（End）</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Drag to any expansion; every view follows</source>
        <translation>拖到任意一次扩展；所有视图随之变化</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Steps a second, on a log scale</source>
        <translation>每秒步数，对数刻度</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>每秒 %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Expansion %1 of %2</source>
        <translation>第 %1 次扩展，共 %2 次</translation>
    </message>
</context>
<context>
    <name>ui::LabTree</name>
    <message>
        <source>Follow the expansion</source>
        <translation>跟随扩展</translation>
    </message>
    <message>
        <source>Click a node to see it here.</source>
        <translation>点击一个节点，在此查看。</translation>
    </message>
    <message>
        <source>Tree:</source>
        <translation>树：</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>The whole tree in view (0); the wheel zooms, dragging pans</source>
        <translation>显示整棵树(0)；滚轮缩放，拖动平移</translation>
    </message>
    <message>
        <source>The node picked</source>
        <translation>选中的节点</translation>
    </message>
    <message>
        <source>Closed list, in expansion order</source>
        <translation>关闭列表（按扩展顺序）</translation>
    </message>
    <message>
        <source>Expanded, in order (IDA* keeps no closed list: it forgets a board as it backs up)</source>
        <translation>按顺序列出已扩展的节点（IDA* 不保留关闭列表：回溯时便忘记棋盘）</translation>
    </message>
    <message>
        <source>Expanded, in order</source>
        <translation>按顺序列出已扩展的节点</translation>
    </message>
    <message>
        <source>Closed list</source>
        <translation>关闭列表</translation>
    </message>
    <message>
        <source>Iteration %1, bound %2 (%3 expansions)</source>
        <translation>第 %1 轮迭代，界限 %2（%3 次扩展）</translation>
    </message>
    <message>
        <source>Search %1 (%2 expansions)</source>
        <translation>第 %1 次搜索（%2 次扩展）</translation>
    </message>
    <message>
        <source>The search (%1 expansions)</source>
        <translation>本次搜索（%1 次扩展）</translation>
    </message>
    <message>
        <source>%1: searching...</source>
        <translation>%1：正在搜索...</translation>
    </message>
    <message>
        <source>#%1   g %2  h %3  f %4</source>
        <translation>#%1   g %2  h %3  f %4</translation>
    </message>
    <message>
        <source>#%1   g %2</source>
        <translation>#%1   g %2</translation>
    </message>
    <message>
        <source>Place %1 of %2 in the open list.</source>
        <translation>在开放列表中排第 %1 位，共 %2 个。</translation>
    </message>
    <message>
        <source>Place %1 of %2 in the queue.</source>
        <translation>在队列中排第 %1 位，共 %2 个。</translation>
    </message>
    <message>
        <source>Expansion #%1: the node being expanded.</source>
        <translation>第 #%1 次扩展：正在扩展的节点。</translation>
    </message>
    <message>
        <source>Expansion #%1: closed.</source>
        <translation>第 #%1 次扩展：已关闭。</translation>
    </message>
    <message>
        <source>Expansion #%1: expanded (IDA* keeps no closed list, so it may meet this board again).</source>
        <translation>第 #%1 次扩展：已扩展（IDA* 不保留关闭列表，因此可能再次遇到这个棋盘）。</translation>
    </message>
    <message>
        <source>Open: generated, waiting to be expanded.</source>
        <translation>开放：已生成，等待扩展。</translation>
    </message>
    <message>
        <source>Pruned: its f is over the bound, so this iteration goes no further here.</source>
        <translation>已剪枝：它的 f 超过了界限，本轮迭代不再从这里深入。</translation>
    </message>
    <message>
        <source>Already met: the search drops it.</source>
        <translation>已遇到过：搜索将其丢弃。</translation>
    </message>
    <message>
        <source>The goal (or where the two searches meet).</source>
        <translation>目标（或两个方向的搜索相遇处）。</translation>
    </message>
    <message>
        <source>g %1 (moves from the start), h %2 (estimate to the goal), f %3</source>
        <translation>g %1（从起点走的步数），h %2（到目标的估计），f %3</translation>
    </message>
    <message>
        <source>g %1 (moves from the start)</source>
        <translation>g %1（从起点走的步数）</translation>
    </message>
    <message>
        <source>On the plan.</source>
        <translation>在解法上。</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>设置(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;About PuzzleScope</source>
        <translation>关于 PuzzleScope(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>求解(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>设置(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language takes effect when PuzzleScope restarts.</source>
        <translation>新语言将在 PuzzleScope 重新启动后生效。</translation>
    </message>
    <message>
        <source>About PuzzleScope</source>
        <translation>关于 PuzzleScope</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Other sizes</source>
        <translation>其他尺寸</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游玩</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>&amp;Play Mode</source>
        <translation>游玩模式(&amp;P)</translation>
    </message>
    <message>
        <source>Alt+1</source>
        <translation>Alt+1</translation>
    </message>
    <message>
        <source>&amp;Solve Mode</source>
        <translation>求解模式(&amp;S)</translation>
    </message>
    <message>
        <source>Alt+2</source>
        <translation>Alt+2</translation>
    </message>
    <message>
        <source>&amp;Compare Mode</source>
        <translation>比较模式(&amp;C)</translation>
    </message>
    <message>
        <source>Alt+3</source>
        <translation>Alt+3</translation>
    </message>
    <message>
        <source>New &amp;Huarong Dao</source>
        <translation>新华容道(&amp;H)</translation>
    </message>
    <message>
        <source>Huarong Dao</source>
        <translation>华容道</translation>
    </message>
    <message>
        <source>New S&amp;liding Puzzle</source>
        <translation>新建滑块拼图(&amp;L)</translation>
    </message>
    <message>
        <source>P&amp;resentation Scale</source>
        <translation>演示比例(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Large boards and text in the search views (the Search Lab, the race, the compare view), for a projector</source>
        <translation>在搜索视图（搜索实验室、竞速、比较视图）中使用大棋盘和大字，适合投影仪</translation>
    </message>
    <message>
        <source>New R&amp;ush Hour</source>
        <translation>新尖峰时刻(&amp;U)</translation>
    </message>
    <message>
        <source>Rush Hour</source>
        <translation>尖峰时刻</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>PuzzleScope &amp;Manual</source>
        <translation>PuzzleScope 手册(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Best Scores</source>
        <translation>最佳成绩(&amp;B)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>显示工具栏(&amp;T)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PuzzleScope %1&lt;/h3&gt;&lt;p&gt;Play and solve puzzles (%2), and watch them solved by: %3.&lt;/p&gt;&lt;p&gt;Press F1 for the manual; arrows or WASD slide tiles, and Ctrl+Return solves the board on show.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PuzzleScope %1&lt;/h3&gt;&lt;p&gt;玩谜题、解谜题（%2），并观看它们如何被这些算法解开：%3。&lt;/p&gt;&lt;p&gt;按 F1 打开手册；方向键或 WASD 滑动方块，Ctrl+Return 求解当前棋盘。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT License: use, copy, change and share it (see the LICENSE file).&lt;/p&gt;&lt;p&gt;Home page: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Report a problem: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;以 MIT 许可证发布的自由软件：可以使用、复制、修改和分享（见 LICENSE 文件）。&lt;/p&gt;&lt;p&gt;主页：&lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;报告问题：&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rotation game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>Sliding puzzle</source>
        <translation>滑块拼图</translation>
    </message>
</context>
<context>
    <name>ui::ManualWindow</name>
    <message>
        <source>PuzzleScope Manual</source>
        <translation>PuzzleScope 手册</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>目录(&amp;O)</translation>
    </message>
</context>
<context>
    <name>ui::MapView</name>
    <message>
        <source>%1: %2 expanded</source>
        <translation>%1:已扩展 %2</translation>
    </message>
    <message>
        <source>first expanded</source>
        <translation>最先扩展</translation>
    </message>
    <message>
        <source>last expanded</source>
        <translation>最后扩展</translation>
    </message>
    <message>
        <source>circle: the start, square: the goal, dashed: the optimal paths (x + y = %1)</source>
        <translation>圆圈：起点；方块：目标；虚线：最优路径(x + y = %1)</translation>
    </message>
    <message>
        <source>Run a comparison: each run&apos;s expanded states fill in here as it searches.</source>
        <translation>运行一次比较：每次运行扩展的状态会在搜索时填入这里。</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>%1 from the start, %2 to the goal</source>
        <translation>距起点 %1,距目标 %2</translation>
    </message>
    <message>
        <source>g %1, h %2</source>
        <translation>g %1,h %2</translation>
    </message>
    <message>
        <source>expansion #%1, g %2, h %3</source>
        <translation>第 %1 次扩展，g %2,h %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) in this cell</source>
        <translation>
            <numerusform>此格中有 %n 个状态</numerusform>
        </translation>
    </message>
    <message>
        <source>exact distances are tabulated for %1</source>
        <translation>精确距离可为%1制表</translation>
    </message>
    <message>
        <source>%1: about %2 expanded, 1 in %3 drawn</source>
        <translation>%1：约 %2 个已扩展，每 %3 个画 1 个</translation>
    </message>
    <message>
        <source>%1: iteration %2 of %3</source>
        <translation>%1：第 %2 轮迭代，共 %3 轮</translation>
    </message>
</context>
<context>
    <name>ui::PicturePicker</name>
    <message>
        <source>Numbers on the picture</source>
        <translation>在图片上显示数字</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>无图片</translation>
    </message>
    <message>
        <source>Picture...</source>
        <translation>图片...</translation>
    </message>
    <message>
        <source>Built-in picture</source>
        <translation>内置图片</translation>
    </message>
    <message>
        <source>Cannot read picture: %1</source>
        <translation>无法读取图片：%1</translation>
    </message>
    <message>
        <source>Choose a Picture</source>
        <translation>选择图片</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.svg)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.bmp *.svg)</translation>
    </message>
    <message>
        <source>Plain tiles, no picture.</source>
        <translation>纯色方块，无图片。</translation>
    </message>
    <message>
        <source>The built-in picture.</source>
        <translation>内置图片。</translation>
    </message>
    <message>
        <source>Picture: %1</source>
        <translation>图片：%1</translation>
    </message>
</context>
<context>
    <name>ui::PlayRecord</name>
    <message>
        <source>Solved in 1 move, %1</source>
        <translation>已解开：1 步，%1</translation>
    </message>
    <message>
        <source>Solved in %1 moves, %2</source>
        <translation>已解开：%1 步，%2</translation>
    </message>
    <message>
        <source>; the shortest is %1</source>
        <translation>；最短为 %1 步</translation>
    </message>
    <message>
        <source> - new best!</source>
        <translation>，新纪录！</translation>
    </message>
    <message>
        <source>Moves: %1  Time: %2</source>
        <translation>步数：%1  时间：%2</translation>
    </message>
    <message>
        <source>%1 (with help)</source>
        <translation>%1（有辅助）</translation>
    </message>
    <message>
        <source>Solved with help: 1 move by hand, the rest shown by Solve, %1</source>
        <translation>在辅助下解开：亲手走 1 步，其余由求解演示，%1</translation>
    </message>
    <message>
        <source>Solved with help: %1 moves by hand, the rest shown by Solve, %2</source>
        <translation>在辅助下解开：亲手走 %1 步，其余由求解演示，%2</translation>
    </message>
</context>
<context>
    <name>ui::PlaybackBar</name>
    <message>
        <source>Go to the start of the solution</source>
        <translation>转到解法开头</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>播放解法</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Go to the end of the solution</source>
        <translation>转到解法结尾</translation>
    </message>
    <message>
        <source>Scrub through the solution</source>
        <translation>拖动以浏览解法</translation>
    </message>
    <message>
        <source>Solution position</source>
        <translation>解法位置</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Fit (&lt;1 min)</source>
        <translation>自适应（&lt;1 分钟）</translation>
    </message>
</context>
<context>
    <name>ui::RaceBar</name>
    <message>
        <source>Play the race</source>
        <translation>播放竞速</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>转到开头</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>转到结尾</translation>
    </message>
    <message>
        <source>Race position</source>
        <translation>竞速位置</translation>
    </message>
    <message>
        <source>Replay plans</source>
        <translation>回放解法</translation>
    </message>
    <message>
        <source>Race by work</source>
        <translation>按工作量比赛</translation>
    </message>
    <message>
        <source>Skip to the solutions, played side by side</source>
        <translation>跳到解法，并排播放</translation>
    </message>
    <message>
        <source>Race the searches again, by the number of nodes they expand</source>
        <translation>按扩展的节点数重新比赛各个搜索</translation>
    </message>
    <message>
        <source>Search Lab...</source>
        <translation>搜索实验室...</translation>
    </message>
    <message>
        <source>Step through the first two of these searches in the Search Lab</source>
        <translation>在搜索实验室中逐步查看其中前两个搜索</translation>
    </message>
</context>
<context>
    <name>ui::RaceLane</name>
    <message>
        <source>Expanded so far, against this run&apos;s total</source>
        <translation>目前已扩展的数量，相对这次运行的总数</translation>
    </message>
    <message>
        <source>No record of this run&apos;s expansions: it joins at the plan replay.</source>
        <translation>没有这次运行的扩展记录：它在回放解法时加入。</translation>
    </message>
    <message>
        <source>Reading the record of its search: %1 of %2 nodes</source>
        <translation>正在读取搜索记录：%2 个节点中的 %1 个</translation>
    </message>
    <message>
        <source>Expanded %1 of %2</source>
        <translation>已扩展 %1 / %2</translation>
    </message>
    <message>
        <source>Frontier %1</source>
        <translation>边界 %1</translation>
    </message>
    <message>
        <source>, searching from the start</source>
        <translation>,从起点一侧搜索</translation>
    </message>
    <message>
        <source>, searching from the goal</source>
        <translation>,从目标一侧搜索</translation>
    </message>
    <message>
        <source>Depth g = %1</source>
        <translation>深度 g = %1</translation>
    </message>
    <message>
        <source>g = %1, h = %2, f = %3</source>
        <translation>g = %1,h = %2,f = %3</translation>
    </message>
    <message>
        <source>, bound %1 (iteration %2)</source>
        <translation>,界限 %1(第 %2 轮)</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>正在搜索</translation>
    </message>
    <message>
        <source>Finished: %1 expanded</source>
        <translation>完成：已扩展 %1</translation>
    </message>
    <message>
        <source>Stopped at its budget after %1 expanded: %2</source>
        <translation>扩展 %1 个后达到预算而停止：%2</translation>
    </message>
    <message>
        <source>%1 after %2 expanded</source>
        <translation>扩展 %2 个后%1</translation>
    </message>
    <message>
        <source>Stopped at its budget: %1</source>
        <translation>因达到预算而停止：%1</translation>
    </message>
    <message>
        <source>shortest</source>
        <translation>最短</translation>
    </message>
    <message>
        <source>not proven shortest</source>
        <translation>未证明最短</translation>
    </message>
    <message>
        <source>Finished: %1 moves (%2)</source>
        <translation>完成：%1 步（%2）</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>&lt;b&gt;★ Winner&lt;/b&gt;: fewest nodes</source>
        <translation>&lt;b&gt;★ 胜者&lt;/b&gt;:节点最少</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>第 %1 名</translation>
    </message>
</context>
<context>
    <name>ui::RaceView</name>
    <message>
        <source>Race</source>
        <translation>竞速</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>&lt;b&gt;Race by work&lt;/b&gt;: every lane expands the same number of nodes per tick; the fewest nodes wins. Each board is the node its search is expanding.</source>
        <translation>&lt;b&gt;按工作量比赛&lt;/b&gt;:每条赛道每个节拍扩展相同数量的节点；节点最少者获胜。每个棋盘显示该搜索正在扩展的节点。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan replay&lt;/b&gt;: the solutions side by side from the same start, one move per step.</source>
        <translation>&lt;b&gt;回放解法&lt;/b&gt;:从同一起点并排播放各个解法，每步一着。</translation>
    </message>
    <message>
        <source>%1 / %2 expanded</source>
        <translation>已扩展 %1 / %2</translation>
    </message>
</context>
<context>
    <name>ui::RotationBoardView</name>
    <message>
        <source>%1/8</source>
        <translation>%1/8</translation>
    </message>
    <message>
        <source>count bound: %1</source>
        <translation>计数下界：%1</translation>
    </message>
    <message>
        <source>exact: %1</source>
        <translation>精确：%1</translation>
    </message>
    <message>
        <source>%1: %2/8, %3 moves</source>
        <translation>%1：%2/8，%3 步</translation>
    </message>
    <message>
        <source>Rotation game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>Cell %1: %2</source>
        <translation>格子 %1：%2</translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation>旋转 %1</translation>
    </message>
    <message>
        <source>Rotation Game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>Edit Board</source>
        <translation>编辑棋盘</translation>
    </message>
</context>
<context>
    <name>ui::RushHourBoardView</name>
    <message>
        <source>One row a line, top to bottom; a letter a vehicle (A the red car), &apos;.&apos; for an empty cell, &apos;x&apos; for a wall:</source>
        <translation>每行一排，从上到下；每个字母是一辆车（A 为红车），“.”为空格，“x”为墙：</translation>
    </message>
    <message>
        <source>Rush Hour, %1 x %2</source>
        <translation>尖峰时刻，%1 x %2</translation>
    </message>
    <message>
        <source>Rush Hour lot, %1 by %2 cells, the exit in the right wall at row %3</source>
        <translation>尖峰时刻停车场，%1 x %2 格，出口在右墙第 %3 行</translation>
    </message>
    <message>
        <source>Vehicle %1, truck, across, at row %2, column %3</source>
        <translation>车辆 %1，卡车，横放，位于第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>Vehicle %1, truck, upright, at row %2, column %3</source>
        <translation>车辆 %1，卡车，竖放，位于第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>Vehicle %1, car, across, at row %2, column %3</source>
        <translation>车辆 %1，小车，横放，位于第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>Vehicle %1, car, upright, at row %2, column %3</source>
        <translation>车辆 %1，小车，竖放，位于第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>, the red car</source>
        <translation>，红车</translation>
    </message>
    <message>
        <source>, picked</source>
        <translation>，已选中</translation>
    </message>
</context>
<context>
    <name>ui::SavedState</name>
    <message>
        <source>it is longer than a game file may be</source>
        <translation>它比游戏文件允许的长度更长</translation>
    </message>
    <message>
        <source>The game kept from the last session cannot be opened (%1). It was copied to %2, and a new game was dealt.</source>
        <translation>上次保留的对局无法打开（%1）。它已复制到 %2，并开始了一局新游戏。</translation>
    </message>
    <message>
        <source>The game kept from the last session cannot be opened (%1), nor copied aside (%2). A new game was dealt.</source>
        <translation>上次保留的对局无法打开（%1），也无法另存一份（%2）。已开始一局新游戏。</translation>
    </message>
</context>
<context>
    <name>ui::ScrambleControl</name>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>&amp;Custom Size...</source>
        <translation>自定义尺寸(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Rotation Game</source>
        <translation>旋转游戏(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Finding a board %1 moves from the goal...</source>
        <translation>正在寻找距目标 %1 步的棋盘……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>No board was made: %1</source>
        <translation>未能生成棋盘：%1</translation>
    </message>
    <message>
        <source>Custom Size</source>
        <translation>自定义尺寸</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>A fresh scrambled game of this size</source>
        <translation>以当前尺寸开始一局新的打乱游戏</translation>
    </message>
    <message>
        <source>a board %1 moves from the goal cannot be certified here; choose at most %2</source>
        <translation>无法在此验证距目标 %1 步的棋盘；请选择至多 %2 步</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Huarong Dao: bring the large piece out at the bottom; %1 moves at the fewest</source>
        <translation>华容道：把大块从底部移出；最少 %1 步</translation>
    </message>
    <message>
        <source>S&amp;cramble...</source>
        <translation>打乱(&amp;C)...</translation>
    </message>
    <message>
        <source>Scramble R&amp;andomly</source>
        <translation>随机打乱(&amp;A)</translation>
    </message>
    <message>
        <source>Rush Hour: slide the red car out through the exit; %1 moves at the fewest</source>
        <translation>尖峰时刻：把红车从出口滑出去；最少 %1 步</translation>
    </message>
</context>
<context>
    <name>ui::ScrambleDialog</name>
    <message>
        <source>Scramble</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>A &amp;random solvable board</source>
        <translation>随机的可解棋盘(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;K random moves from the goal:</source>
        <translation>从目标随机走 K 步(&amp;K)：</translation>
    </message>
    <message>
        <source>Exactly &amp;D moves from the goal (optimal):</source>
        <translation>距目标恰好 D 步（最优）(&amp;D)：</translation>
    </message>
    <message>
        <source>A board %1 moves from the goal cannot be certified here; choose at most %2.</source>
        <translation>无法在此验证距目标 %1 步的棋盘；请选择至多 %2 步。</translation>
    </message>
</context>
<context>
    <name>ui::SearchLab</name>
    <message>
        <source>one expansion forward</source>
        <translation>向前一次扩展</translation>
    </message>
    <message>
        <source>one expansion back</source>
        <translation>向后一次扩展</translation>
    </message>
    <message>
        <source>run or pause</source>
        <translation>运行或暂停</translation>
    </message>
    <message>
        <source>back to the start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>Search Lab</source>
        <translation>搜索实验室</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>搜索：</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Beside it:</source>
        <translation>并排显示：</translation>
    </message>
    <message>
        <source>Beside it</source>
        <translation>并排显示</translation>
    </message>
    <message>
        <source>A second search of the same board, stepped in lock-step with the first</source>
        <translation>同一棋盘上的第二个搜索，与第一个同步单步</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>竞速</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No search that can be stepped through suits this board.</source>
        <translation>没有适合此棋盘、可以逐步查看的搜索。</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message>
        <source>Expansion %L1 of %L2: the last one watched.</source>
        <translation>第 %L1 次扩展，共 %L2 次：这是记录的最后一次。</translation>
    </message>
    <message>
        <source>Expansion %L1 of %L2.</source>
        <translation>第 %L1 次扩展，共 %L2 次。</translation>
    </message>
    <message>
        <source>The frontiers have met.</source>
        <translation>两侧边界已经相遇。</translation>
    </message>
    <message>
        <source>This search needs more than %L1 expansions; the lab shows its first %L1.</source>
        <translation>此搜索需要超过 %L1 次扩展；实验室显示其前 %L1 次。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ui::SearchReplay</name>
    <message>
        <source>Replay the searches</source>
        <translation>回放搜索过程</translation>
    </message>
    <message>
        <source>Redraw how each search grew, in its own time scale</source>
        <translation>按各自的时间尺度，重新绘制每个搜索的增长过程</translation>
    </message>
    <message>
        <source>&lt;b&gt;Search replay&lt;/b&gt;: how many nodes each search had expanded, and how large its frontier was, over time.</source>
        <translation>&lt;b&gt;搜索回放&lt;/b&gt;：随着时间推移，每个搜索已扩展的节点数以及其边界的大小。</translation>
    </message>
</context>
<context>
    <name>ui::SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>seen: #%1</source>
        <translation>已见：#%1</translation>
    </message>
    <message>
        <source>seen before</source>
        <translation>之前已见</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>已剪枝</translation>
    </message>
    <message>
        <source>open</source>
        <translation>待扩展</translation>
    </message>
    <message>
        <source>g %1  h %2  f %3</source>
        <translation>g %1  h %2  f %3</translation>
    </message>
    <message>
        <source>g %1</source>
        <translation>g %1</translation>
    </message>
    <message>
        <source>expanding now</source>
        <translation>正在扩展</translation>
    </message>
    <message>
        <source>closed (expanded)</source>
        <translation>已关闭（已扩展）</translation>
    </message>
    <message>
        <source>open (waiting)</source>
        <translation>开放（等待中）</translation>
    </message>
    <message>
        <source>pruned (over the bound)</source>
        <translation>已剪枝（超过界限）</translation>
    </message>
    <message>
        <source>already met</source>
        <translation>已遇到过</translation>
    </message>
    <message>
        <source>on the plan</source>
        <translation>在解法上</translation>
    </message>
    <message>
        <source>The tree is cut at its first %L1 nodes.</source>
        <translation>搜索树只显示前 %L1 个节点。</translation>
    </message>
</context>
<context>
    <name>ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>以动画显示移动</translation>
    </message>
    <message>
        <source>Highlight the board when it is solved</source>
        <translation>棋盘解开时高亮显示</translation>
    </message>
    <message>
        <source>Arrow keys move the blank (instead of the tile)</source>
        <translation>方向键移动空格（而非方块）</translation>
    </message>
    <message>
        <source>Colour-blind safe colours</source>
        <translation>色盲友好配色</translation>
    </message>
    <message>
        <source> million</source>
        <translation> 百万</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Node budget (expanded nodes):</source>
        <translation>节点预算（扩展节点数）：</translation>
    </message>
    <message>
        <source>Memory budget:</source>
        <translation>内存预算：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation>语言（重启后生效）：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <source>Sliding tiles:</source>
        <translation>滑块图案：</translation>
    </message>
</context>
<context>
    <name>ui::SettingsFile</name>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>The settings file %1 is larger than %2 MiB, so it was not read. It was moved to %3 and PuzzleScope starts with fresh settings.</source>
        <translation>设置文件 %1 大于 %2 MiB，因此没有读取。它已移到 %3，PuzzleScope 以全新的设置启动。</translation>
    </message>
    <message>
        <source>larger than %1 MiB and cannot be moved aside</source>
        <translation>大于 %1 MiB，且无法移到一旁</translation>
    </message>
    <message>
        <source>The settings file %1 is %2. PuzzleScope leaves it untouched and keeps its settings for this session only.</source>
        <translation>设置文件 %1 是%2。PuzzleScope 不会改动它，本次运行的设置只保留到退出为止。</translation>
    </message>
</context>
<context>
    <name>ui::ShortcutOverlay</name>
    <message>
        <source>In the Search Lab</source>
        <translation>在搜索实验室中</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>棋盘上</translation>
    </message>
    <message>
        <source>Arrows, W A S D</source>
        <translation>方向键、W A S D</translation>
    </message>
    <message>
        <source>slide a tile</source>
        <translation>滑动方块</translation>
    </message>
    <message>
        <source>A-H</source>
        <translation>A-H</translation>
    </message>
    <message>
        <source>rotate a line</source>
        <translation>旋转一条线</translation>
    </message>
    <message>
        <source>play or pause the solution</source>
        <translation>播放或暂停解法</translation>
    </message>
    <message>
        <source>cancel the search, or close a dialog or this page</source>
        <translation>取消搜索，或关闭对话框或此页</translation>
    </message>
    <message>
        <source>confirm a dialog</source>
        <translation>确认对话框</translation>
    </message>
    <message>
        <source>Escape, ? or a click closes this page.</source>
        <translation>按 Escape、? 或点击即可关闭此页。</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>鼠标操作</translation>
    </message>
    <message>
        <source>Click a tile</source>
        <translation>点击方块</translation>
    </message>
    <message>
        <source>slide it and the tiles between it and the gap</source>
        <translation>滑动它以及它与空格之间的方块</translation>
    </message>
    <message>
        <source>Click an arrow</source>
        <translation>点击箭头</translation>
    </message>
    <message>
        <source>rotate its line</source>
        <translation>转动那一行或列</translation>
    </message>
    <message>
        <source>Drag a piece</source>
        <translation>拖动棋子</translation>
    </message>
    <message>
        <source>move it where it can go</source>
        <translation>把它移到能去的位置</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Click, then click</source>
        <translation>点击，再点击</translation>
    </message>
    <message>
        <source>pick a piece, then where it goes; dots mark the places</source>
        <translation>先选棋子，再选去处；圆点标出可去的位置</translation>
    </message>
    <message>
        <source>Tab, Enter</source>
        <translation>Tab、回车</translation>
    </message>
    <message>
        <source>walk the pieces from the keyboard and pick one</source>
        <translation>用键盘逐个选中棋子并选定一个</translation>
    </message>
</context>
<context>
    <name>ui::SlidingBoardView</name>
    <message>
        <source>%1 x %2 sliding puzzle</source>
        <translation>%1 x %2 滑块拼图</translation>
    </message>
    <message>
        <source>Blank, row %1, column %2</source>
        <translation>空格，第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>Tile %1, row %2, column %3</source>
        <translation>方块 %1，第 %2 行，第 %3 列</translation>
    </message>
    <message>
        <source>%1 x %2 Sliding Puzzle</source>
        <translation>%1 x %2 滑块拼图</translation>
    </message>
    <message>
        <source>%1 x %2 Sliding Puzzle, custom goal</source>
        <translation>%1 x %2 滑块拼图，自定义目标</translation>
    </message>
    <message>
        <source>Edit Board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <source>Set Goal</source>
        <translation>设置目标</translation>
    </message>
</context>
<context>
    <name>ui::SolveControl</name>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>取消搜索(&amp;C)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>转到开头(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>转到结尾(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+Down</source>
        <translation>Ctrl+Down</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <source>The search stopped at its budget; see the solver panel.</source>
        <translation>搜索因达到预算上限而停止；请查看求解面板。</translation>
    </message>
    <message>
        <source>Continue the Search?</source>
        <translation>继续搜索？</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>The search left when PuzzleScope last closed cannot be continued: %1.</source>
        <translation>PuzzleScope 上次关闭时留下的搜索无法继续：%1。</translation>
    </message>
    <message>
        <source>A search was still running when PuzzleScope closed: %1 on a %2x%3 board.

Bound %4, %5 nodes expanded, %6 of searching so far.

Continue it from there? Its board becomes the game on show (Undo brings this one back).</source>
        <translation>PuzzleScope 关闭时仍有一个搜索在运行：%2x%3 棋盘上的 %1。

界限 %4，已扩展 %5 个节点，已搜索 %6。

要从那里继续吗？它的棋盘将成为当前显示的对局（撤销可恢复现在这一局）。</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
</context>
<context>
    <name>ui::SolverPanel</name>
    <message>
        <source>Solved</source>
        <translation>已求解</translation>
    </message>
    <message>
        <source>Unsolvable</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Budget reached</source>
        <translation>已达预算</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>启发函数</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>启发函数(&amp;H)：</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>取消(&amp;L)</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Heuristic:</source>
        <translation>启发函数：</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>Optimal:</source>
        <translation>最优：</translation>
    </message>
    <message>
        <source>Expanded:</source>
        <translation>扩展节点：</translation>
    </message>
    <message>
        <source>Generated:</source>
        <translation>生成节点：</translation>
    </message>
    <message>
        <source>Duplicates:</source>
        <translation>重复节点：</translation>
    </message>
    <message>
        <source>Peak frontier:</source>
        <translation>最大边界：</translation>
    </message>
    <message>
        <source>Peak memory:</source>
        <translation>峰值内存：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Solution moves</source>
        <translation>解法步骤</translation>
    </message>
    <message>
        <source>Runs this session</source>
        <translation>本次会话的运行记录</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>扩展节点</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Searching with %1...</source>
        <translation>正在使用 %1 搜索...</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>界限 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>%L1 expanded, %L2 nodes/s, %3, %4, %5 s</source>
        <translation>扩展节点 %L1，%L2 节点/秒，%3，%4，%5 秒</translation>
    </message>
    <message>
        <source>Already at the goal.</source>
        <translation>已处于目标状态。</translation>
    </message>
    <message>
        <source>The search ran out of its budget before finding a solution (%1). Try IDA* with a stronger heuristic, or raise the budget in Settings.</source>
        <translation>搜索在找到解之前耗尽了预算（%1）。请尝试使用 IDA* 配合更强的启发函数，或在设置中提高预算。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>初始状态</translation>
    </message>
    <message>
        <source>%L1 expanded, %L2 nodes/s, %3, %4 s</source>
        <translation>扩展节点 %L1，%L2 节点/秒，%3，%4 秒</translation>
    </message>
    <message>
        <source>Solved: 1 move in %1.</source>
        <translation>已求解：1 步，用时 %1。</translation>
    </message>
    <message>
        <source>Solved: %1 moves in %2.</source>
        <translation>已求解：%1 步，用时 %2。</translation>
    </message>
    <message>
        <source>Building the pattern databases (first use only): %1%</source>
        <translation>正在构建模式数据库（仅首次使用）：%1%</translation>
    </message>
    <message>
        <source>Building the staged solver&apos;s tables (first use only, about a minute): %1%</source>
        <translation>正在构建分阶段求解器的表（仅首次使用，约一分钟）：%1%</translation>
    </message>
    <message>
        <source>Last run (an earlier board)</source>
        <translation>上次运行（之前的棋盘）</translation>
    </message>
    <message>
        <source>These figures belong to a board that is no longer on show.</source>
        <translation>这些数据属于一个已不再显示的棋盘。</translation>
    </message>
    <message>
        <source>A run on an earlier board</source>
        <translation>之前棋盘上的运行</translation>
    </message>
    <message>
        <source>at most %1x</source>
        <translation>至多 %1 倍</translation>
    </message>
    <message>
        <source>Not proven shortest, but no plan is shorter than %1 moves (linear conflict of the start), so this one is at most %2 times the shortest.</source>
        <translation>未证明最短，但任何方案都不少于 %1 步（起始局面的线性冲突下界），因此此方案至多为最短方案的 %2 倍。</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 splits)</source>
        <translation>%1（%3 种划分中的 %2 种）</translation>
    </message>
    <message>
        <source>The memory budget (Settings) held the tables of %1 of the %2 splits; with a larger one the search reads more of them and expands fewer nodes.</source>
        <translation>内存预算（设置）只容得下 %2 种划分中 %1 种的表；预算更大时，搜索会读取更多的表，展开的结点更少。</translation>
    </message>
    <message>
        <source>%1 (optimal, may take long)</source>
        <translation>%1（最短解，可能耗时很长）</translation>
    </message>
    <message>
        <source>The search ran out of its budget before finding a solution: optimal solutions of boards this large are out of reach. &quot;%1&quot; answers any board at once, though not in the fewest moves.</source>
        <translation>搜索在找到解之前用完了预算：这么大的棋盘无法求得最优解。“%1”能立即解出任何棋盘，但步数不是最少。</translation>
    </message>
    <message>
        <source>The search ran out of its budget before finding a solution. For the shortest plan of a %1, choose %2 with &quot;%3&quot;: it runs until it finds one (minutes to hours) or you cancel. %4 with the same tables answers within a second, at most %5 times the shortest; &quot;%6&quot; at once, though further from the fewest moves.</source>
        <translation>搜索在找到解之前用完了预算。要得到 %1 的最短解，请选择 %2 配合“%3”：它会一直运行到找到解（数分钟到数小时）或被你取消。%4 配合同样的表可在一秒内给出至多为最短解 %5 倍的解；“%6”可立即给出解答，但离最少步数更远。</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>A move is a piece&apos;s letter, then the steps it slides: d down, l left, r right, u up (&quot;Bdl&quot;: B down, then left).</source>
        <translation>一步写作棋子的字母加上它滑动的方向：d 下、l 左、r 右、u 上（“Bdl”：B 先下再左）。</translation>
    </message>
    <message>
        <source>A move is the line rotated, A to H, as its arrow is named.</source>
        <translation>一步写作转动的那条线，A 到 H，与箭头的名字相同。</translation>
    </message>
    <message>
        <source>A move is a vehicle&apos;s letter and the cells it drives: + right or down, - left or up (&quot;A+2&quot;).</source>
        <translation>一步写作车辆的字母和它行驶的格数：+ 表示向右或向下，- 表示向左或向上（“A+2”）。</translation>
    </message>
    <message>
        <source>A letter is where the gap goes: d down, l left, r right, u up (the tile beside it slides the other way).</source>
        <translation>每个字母表示空格移动的方向：d 下、l 左、r 右、u 上（旁边的方块向相反方向滑动）。</translation>
    </message>
</context>
<context>
    <name>ui::StateSpaceMap</name>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>Save the map as a PNG image or an SVG drawing</source>
        <translation>将此图保存为 PNG 图像或 SVG 矢量图</translation>
    </message>
    <message>
        <source>Working out the exact distances of this board&apos;s state space...</source>
        <translation>正在计算此棋盘状态空间的精确距离...</translation>
    </message>
    <message>
        <source>Each dot is an expanded state, at its exact distance from the start (x) and to the goal (y).</source>
        <translation>每个点是一个已扩展的状态，位于它与起点的精确距离(x)和到目标的精确距离(y)处。</translation>
    </message>
    <message>
        <source>State-space map</source>
        <translation>状态空间图</translation>
    </message>
    <message>
        <source>Export the state-space map</source>
        <translation>导出状态空间图</translation>
    </message>
    <message>
        <source>state-space-map.png</source>
        <translation>state-space-map.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Each dot is an expanded state, at its g (x) and h (y): exact distances are tabulated for %1.</source>
        <translation>每个点是一个已扩展的状态，位于其 g（x）和 h（y）处：精确距离可为%1制表。</translation>
    </message>
    <message>
        <source>IDA*&apos;s dots from every iteration, or from one, coloured first to last within it</source>
        <translation>显示 IDA* 所有迭代的点，或只显示一轮迭代的点（按该轮内从先到后着色）</translation>
    </message>
    <message>
        <source>IDA* iteration</source>
        <translation>IDA* 迭代</translation>
    </message>
    <message>
        <source>All iterations</source>
        <translation>所有迭代</translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>第 %1 轮迭代</translation>
    </message>
    <message>
        <source>Search Lab...</source>
        <translation>搜索实验室...</translation>
    </message>
    <message>
        <source>Step through these runs&apos; searches (the selected ones, or the first two) in the Search Lab</source>
        <translation>在搜索实验室中逐步查看这些运行的搜索（所选的，或前两个）</translation>
    </message>
</context>
<context>
    <name>ui::TextBoardDialog</name>
    <message>
        <source>Board as text</source>
        <translation>棋盘的文字形式</translation>
    </message>
</context>
<context>
    <name>ui::WorkSpeed</name>
    <message>
        <source>Expansions per tick</source>
        <translation>每个节拍的扩展数</translation>
    </message>
    <message>
        <source>How many expansions every lane advances per tick (about 30 ms)</source>
        <translation>每条赛道每个节拍（约 30 毫秒）前进的扩展数</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>节奏：</translation>
    </message>
    <message>
        <source>%1 per tick</source>
        <translation>每拍 %1</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1K</source>
        <translation>%1K</translation>
    </message>
</context>
</TS>
